import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure, succeeded } from './channel-http.ts';
import { required, text } from './channel-connection.ts';
import type { ChannelContext, ChannelMessage, NotificationChannel } from './notification-channel.ts';

async function post(connection: ResolvedConnection, message: ChannelMessage, context: ChannelContext): Promise<void> {
  const webhook = required(connection, connection.password, 'Webhook URL');
  const channel = text(connection.username);
  const body = { text: message.body === '' ? `#### ${message.title}` : `#### ${message.title}\n${message.body}`, ...(channel ? { channel } : {}) };
  const answer = await callChannelService(webhook, { method: 'POST', body, secrets: [webhook] }, context);
  if (succeeded(answer)) return;
  // Mattermost explains a refusal as `{id, message, status_code}`.
  const explanation = field(answer.body, 'message');
  throw channelError(typeof explanation === 'string' ? explanation : httpFailure(answer), [webhook]);
}

/** Mattermost through an incoming webhook (the URL is the secret), to its own channel or the connection's. */
export const mattermostChannel: NotificationChannel = {
  type: 'mattermost',
  async send(connection, message, context) {
    await post(connection, message, context);
    return {};
  },
  async test(connection, context) {
    await post(connection, { title: 'Vigil test message', body: 'This connection can send notifications.' }, context);
  },
};
