import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure, succeeded, type ChannelAnswer } from './channel-http.ts';
import { required, truncate } from './channel-connection.ts';
import type { NotificationChannel } from './notification-channel.ts';

/** Discord's limits: 2000 characters of content, 4096 of an embed's description. */
const CONTENT_LIMIT = 2000;
const DESCRIPTION_LIMIT = 4096;

/** Discord explains a refusal as `{message, code}` (e.g. `Unknown Webhook`, code 10015). */
function refusal(answer: ChannelAnswer): string {
  const message = field(answer.body, 'message');
  const code = field(answer.body, 'code');
  if (typeof message !== 'string') return httpFailure(answer);
  return typeof code === 'number' && code !== 0 ? `${message} (code ${code})` : message;
}

function webhookOf(connection: ResolvedConnection): string {
  return required(connection, connection.password, 'Webhook URL');
}

/** Discord through a channel webhook (the URL is the secret); test reads the webhook without posting. */
export const discordChannel: NotificationChannel = {
  type: 'discord',
  async send(connection, message, context) {
    const webhook = webhookOf(connection);
    const body = {
      content: truncate(`**${message.title}**`, CONTENT_LIMIT),
      ...(message.body === '' ? {} : { embeds: [{ description: truncate(message.body, DESCRIPTION_LIMIT) }] }),
    };
    const answer = await callChannelService(webhook, { method: 'POST', body, secrets: [webhook] }, context);
    if (!succeeded(answer)) throw channelError(refusal(answer), [webhook]);
    const id = field(answer.body, 'id');
    return { reference: typeof id === 'string' ? id : undefined };
  },
  async test(connection, context) {
    const webhook = webhookOf(connection);
    const answer = await callChannelService(webhook, { method: 'GET', secrets: [webhook] }, context);
    if (!succeeded(answer) || typeof field(answer.body, 'id') !== 'string') throw channelError(refusal(answer), [webhook]);
  },
};
