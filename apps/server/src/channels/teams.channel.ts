import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure, succeeded } from './channel-http.ts';
import { required } from './channel-connection.ts';
import type { ChannelContext, ChannelMessage, NotificationChannel } from './notification-channel.ts';

/** An Adaptive Card in a message: what both Office 365 connector webhooks and Workflows webhooks accept. */
function adaptiveCard(message: ChannelMessage): unknown {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          msteams: { width: 'Full' },
          body: [
            { type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true },
            ...(message.body === '' ? [] : [{ type: 'TextBlock', text: message.body, wrap: true }]),
          ],
        },
      },
    ],
  };
}

/** The explanation in a refusal: Workflows answer JSON `{error: {message}}`, connectors plain text. */
function refusal(body: unknown): string | undefined {
  const error = field(body, 'error');
  const message = field(error, 'message') ?? field(body, 'message');
  return typeof message === 'string' ? message : undefined;
}

async function post(connection: ResolvedConnection, message: ChannelMessage, context: ChannelContext): Promise<void> {
  const webhook = required(connection, connection.password, 'Webhook URL');
  const secrets = [webhook];
  const answer = await callChannelService(webhook, { method: 'POST', body: adaptiveCard(message), secrets }, context);
  // A connector webhook can answer 200 with the failure as text (e.g. a downstream 429) instead of "1".
  const failedWith200 = answer.text !== '1' && /error|fail/i.test(answer.text);
  if (!succeeded(answer) || failedWith200) throw channelError(refusal(answer.body) ?? httpFailure(answer), secrets);
}

/** Microsoft Teams through an incoming webhook (the URL is the secret); test sends a short message. */
export const teamsChannel: NotificationChannel = {
  type: 'teams',
  async send(connection, message, context) {
    await post(connection, message, context);
    return {};
  },
  async test(connection, context) {
    await post(connection, { title: 'Vigil test message', body: 'This connection can send notifications.' }, context);
  },
};
