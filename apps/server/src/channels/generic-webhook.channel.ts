import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, httpFailure, succeeded } from './channel-http.ts';
import { basicAuthorization, property, required, text } from './channel-connection.ts';
import type { ChannelContext, ChannelMessage, NotificationChannel } from './notification-channel.ts';

const METHODS = ['POST', 'PUT'] as const;

/** The body in the connection's content type: JSON or a form with the title and message under their keys, else the text. */
function payload(connection: ResolvedConnection, message: ChannelMessage, contentType: string): string {
  const fields = { [property(connection, 'titleKey') ?? 'title']: message.title, [property(connection, 'messageKey') ?? 'message']: message.body };
  if (/json/i.test(contentType)) return JSON.stringify(fields);
  if (/x-www-form-urlencoded/i.test(contentType)) return new URLSearchParams(fields).toString();
  return message.body === '' ? message.title : `${message.title}\n\n${message.body}`;
}

async function deliver(connection: ResolvedConnection, message: ChannelMessage, context: ChannelContext): Promise<void> {
  const url = required(connection, connection.url, 'URL');
  const wanted = (property(connection, 'method') ?? 'POST').toUpperCase();
  const method = METHODS.find((known) => known === wanted);
  if (!method) throw new Error(`method ${wanted} is not supported: use POST or PUT`);
  const contentType = property(connection, 'contentType') ?? 'application/json';
  const username = text(connection.username);
  const secrets = [connection.password];
  const headers: Record<string, string> = { 'content-type': contentType, accept: '*/*' };
  if (username !== undefined) headers['authorization'] = basicAuthorization(username, text(connection.password) ?? '');
  const answer = await callChannelService(url, { method, headers, body: payload(connection, message, contentType), secrets }, context);
  if (!succeeded(answer)) throw channelError(httpFailure(answer), secrets);
}

/** Any HTTP endpoint: the title and message under the connection's keys, by POST or PUT, with basic auth when it has a username. */
export const genericWebhookChannel: NotificationChannel = {
  type: 'generic_webhook',
  async send(connection, message, context) {
    await deliver(connection, message, context);
    return {};
  },
  async test(connection, context) {
    await deliver(connection, { title: 'Vigil test message', body: 'This connection can send notifications.' }, context);
  },
};
