import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { telegramChannel } from '#src/channels/telegram.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const TOKEN = '123456:AAE-secret-bot-token';

/** The Bot API: `{ok:true, result}`, or `{ok:false, error_code, description}` with the matching status. */
const telegram = new FakeService((request) => {
  if (!request.path.startsWith(`/bot${TOKEN}/`)) return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
  const method = request.path.slice(`/bot${TOKEN}/`.length);
  if (method === 'getMe') return { status: 200, body: { ok: true, result: { id: 123456, is_bot: true, first_name: 'Vigil', username: 'vigil_bot' } } };
  if (method === 'sendMessage') {
    const { chat_id: chatId, text } = request.body as { chat_id: string; text: string };
    if (chatId !== '-100200300') return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } };
    return { status: 200, body: { ok: true, result: { message_id: 77, chat: { id: -100200300 }, text } } };
  }
  return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
});

function connection(overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return { type: 'telegram', url: telegram.url, password: TOKEN, username: '-100200300', properties: {}, ...overrides };
}

describe('telegram channel', () => {
  beforeAll(() => telegram.start());
  afterAll(() => telegram.stop());
  beforeEach(() => void telegram.requests.splice(0));

  it('sends the title and message to the chat through the bot and answers the message id', async () => {
    const delivery = await telegramChannel.send(connection(), { title: 'Check failed', body: 'api-health is unhealthy' }, channelContext());
    expect(delivery.reference).toBe('77');
    const request = telegram.only();
    expect(request.path).toBe(`/bot${TOKEN}/sendMessage`);
    expect(request.body).toEqual({ chat_id: '-100200300', text: 'Check failed\n\napi-health is unhealthy' });
  });

  it("throws Telegram's description, without the bot token", async () => {
    await expect(telegramChannel.send(connection({ username: '42' }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('Bad Request: chat not found');
    const unreachable = telegramChannel.send(connection({ url: 'http://127.0.0.1:1' }), { title: 't', body: 'b' }, channelContext());
    await expect(unreachable).rejects.toThrow('could not reach 127.0.0.1:1');
    await expect(unreachable).rejects.not.toThrow(TOKEN);
  });

  it('tests the token with getMe, sending nothing', async () => {
    await telegramChannel.test(connection(), channelContext());
    expect(telegram.only().path).toBe(`/bot${TOKEN}/getMe`);
    await expect(telegramChannel.test(connection({ password: '1:wrong' }), channelContext())).rejects.toThrow('Unauthorized');
  });
});
