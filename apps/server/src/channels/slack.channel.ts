import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure, type ChannelAnswer } from './channel-http.ts';
import { joinUrl, required, serviceUrl } from './channel-connection.ts';
import type { ChannelContext, NotificationChannel } from './notification-channel.ts';

const DEFAULT_API_URL = 'https://slack.com/api';

/** Slack answers 200 with `{ok:false, error}` when it refuses: the error code is its explanation. */
function slackResult(answer: ChannelAnswer, secrets: string[]): Record<string, unknown> {
  if (field(answer.body, 'ok') === true) return answer.body as Record<string, unknown>;
  const error = field(answer.body, 'error');
  throw channelError(typeof error === 'string' ? error : httpFailure(answer), secrets);
}

async function callSlack(connection: ResolvedConnection, method: string, body: unknown, context: ChannelContext) {
  const token = required(connection, connection.password, 'Bot token');
  const secrets = [token];
  const answer = await callChannelService(
    joinUrl(serviceUrl(connection, DEFAULT_API_URL), method),
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' }, body, secrets },
    context,
  );
  return slackResult(answer, secrets);
}

/** Slack through a bot token: `chat.postMessage` to the connection's channel; test is `auth.test`. */
export const slackChannel: NotificationChannel = {
  type: 'slack',
  async send(connection, message, context) {
    const channel = required(connection, connection.username, 'Channel');
    const blocks = message.properties?.['blocks'];
    const result = await callSlack(
      connection,
      'chat.postMessage',
      { channel, text: message.body === '' ? `*${message.title}*` : `*${message.title}*\n${message.body}`, mrkdwn: true, ...(Array.isArray(blocks) ? { blocks } : {}) },
      context,
    );
    const ts = result['ts'];
    return { reference: typeof ts === 'string' ? ts : undefined };
  },
  async test(connection, context) {
    required(connection, connection.username, 'Channel');
    await callSlack(connection, 'auth.test', {}, context);
  },
};
