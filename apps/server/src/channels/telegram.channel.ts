import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { callChannelService, channelError, field, httpFailure } from './channel-http.ts';
import { joinUrl, required, serviceUrl, truncate } from './channel-connection.ts';
import type { ChannelContext, NotificationChannel } from './notification-channel.ts';

const DEFAULT_API_URL = 'https://api.telegram.org';
/** Telegram's limit on one message's text. */
const TEXT_LIMIT = 4096;

/** Calls a Bot API method; Telegram answers `{ok:true, result}` or `{ok:false, error_code, description}`. */
async function callBot(connection: ResolvedConnection, method: string, body: unknown, context: ChannelContext): Promise<unknown> {
  const token = required(connection, connection.password, 'Bot token');
  const secrets = [token];
  const answer = await callChannelService(joinUrl(serviceUrl(connection, DEFAULT_API_URL), `bot${token}/${method}`), { method: 'POST', body, secrets }, context);
  if (field(answer.body, 'ok') === true) return field(answer.body, 'result');
  const description = field(answer.body, 'description');
  throw channelError(typeof description === 'string' ? description : httpFailure(answer), secrets);
}

/** Telegram through a bot: `sendMessage` to the connection's chat (plain text, so no markup can be refused); test is `getMe`. */
export const telegramChannel: NotificationChannel = {
  type: 'telegram',
  async send(connection, message, context) {
    const chatId = required(connection, connection.username, 'Chat ID');
    const text = message.body === '' ? message.title : `${message.title}\n\n${message.body}`;
    const result = await callBot(connection, 'sendMessage', { chat_id: chatId, text: truncate(text, TEXT_LIMIT) }, context);
    const id = field(result, 'message_id');
    return { reference: typeof id === 'number' ? String(id) : undefined };
  },
  async test(connection, context) {
    required(connection, connection.username, 'Chat ID');
    await callBot(connection, 'getMe', {}, context);
  },
};
