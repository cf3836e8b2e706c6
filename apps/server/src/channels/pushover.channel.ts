import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure } from './channel-http.ts';
import { joinUrl, required, serviceUrl, truncate } from './channel-connection.ts';
import type { ChannelContext, NotificationChannel } from './notification-channel.ts';

const DEFAULT_API_URL = 'https://api.pushover.net';
/** Pushover's limits on a title and a message. */
const TITLE_LIMIT = 250;
const MESSAGE_LIMIT = 1024;
/** Fields of a notification's properties that Pushover understands. */
const PUSHOVER_FIELDS = ['priority', 'sound', 'device', 'url', 'url_title'] as const;

/** Posts a form; Pushover answers `{status:1, request}` or `{status:0, errors:[...]}`. */
async function callPushover(connection: ResolvedConnection, path: string, form: URLSearchParams, context: ChannelContext): Promise<unknown> {
  const token = required(connection, connection.password, 'API token');
  const user = required(connection, connection.username, 'User key');
  form.set('token', token);
  form.set('user', user);
  const secrets = [token, user];
  const answer = await callChannelService(joinUrl(serviceUrl(connection, DEFAULT_API_URL), path), { method: 'POST', body: form, secrets }, context);
  if (field(answer.body, 'status') === 1) return answer.body;
  const errors = field(answer.body, 'errors');
  const explanation = Array.isArray(errors) && errors.length > 0 ? errors.map(String).join('; ') : httpFailure(answer);
  throw channelError(explanation, secrets);
}

/** Pushover: a message to the connection's user or group key; test validates the key without a message. */
export const pushoverChannel: NotificationChannel = {
  type: 'pushover',
  async send(connection, message, context) {
    const form = new URLSearchParams({ title: truncate(message.title, TITLE_LIMIT), message: truncate(message.body === '' ? message.title : message.body, MESSAGE_LIMIT) });
    for (const name of PUSHOVER_FIELDS) {
      const value = message.properties?.[name];
      if (typeof value === 'string' || typeof value === 'number') form.set(name, String(value));
    }
    const result = await callPushover(connection, '1/messages.json', form, context);
    const request = field(result, 'request');
    return { reference: typeof request === 'string' ? request : undefined };
  },
  async test(connection, context) {
    await callPushover(connection, '1/users/validate.json', new URLSearchParams(), context);
  },
};
