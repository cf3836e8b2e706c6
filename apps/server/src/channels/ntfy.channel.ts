import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure, succeeded } from './channel-http.ts';
import { basicAuthorization, property, required, serviceUrl, text } from './channel-connection.ts';
import type { ChannelContext, ChannelMessage, NotificationChannel } from './notification-channel.ts';

const DEFAULT_HOST = 'https://ntfy.sh';
/** Fields of a notification's properties that ntfy understands, passed on as they are. */
const NTFY_FIELDS = ['priority', 'tags', 'click', 'icon', 'markdown', 'delay'] as const;

function authorization(connection: ResolvedConnection): Record<string, string> {
  const username = text(connection.username);
  const password = text(connection.password);
  if (username !== undefined) return { authorization: basicAuthorization(username, password ?? '') };
  if (password !== undefined) return { authorization: `Bearer ${password}` };
  return {};
}

async function publish(connection: ResolvedConnection, message: ChannelMessage, extra: Record<string, unknown>, context: ChannelContext) {
  const topic = required(connection, property(connection, 'topic'), 'Topic');
  const secrets = [connection.password, connection.username];
  const body = { topic, title: message.title, message: message.body === '' ? message.title : message.body, ...extra };
  const answer = await callChannelService(serviceUrl(connection, DEFAULT_HOST), { method: 'POST', headers: authorization(connection), body, secrets }, context);
  if (succeeded(answer)) return answer.body;
  // ntfy explains a refusal as `{code, http, error}` (e.g. 40301 forbidden).
  const error = field(answer.body, 'error');
  const code = field(answer.body, 'code');
  throw channelError(typeof error === 'string' ? (typeof code === 'number' ? `${error} (code ${code})` : error) : httpFailure(answer), secrets);
}

/** ntfy: JSON publishing to the connection's topic on its server, as a user (basic) or with an access token (Bearer). */
export const ntfyChannel: NotificationChannel = {
  type: 'ntfy',
  async send(connection, message, context) {
    const extra: Record<string, unknown> = {};
    for (const name of NTFY_FIELDS) if (message.properties?.[name] !== undefined) extra[name] = message.properties[name];
    const result = await publish(connection, message, extra, context);
    const id = field(result, 'id');
    return { reference: typeof id === 'string' ? id : undefined };
  },
  async test(connection, context) {
    // The lowest priority: delivered without a sound or a vibration.
    await publish(connection, { title: 'Vigil test message', body: 'This connection can send notifications.' }, { priority: 1 }, context);
  },
};
