import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discordChannel } from '#src/channels/discord.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const HOOK_PATH = '/api/webhooks/1234567890/hook-secret-token';

/** Discord's webhook API: 204 for a message, the webhook object on GET, `{message, code}` on errors. */
const discord = new FakeService((request) => {
  if (request.path !== HOOK_PATH) return { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };
  if (request.method === 'GET') return { status: 200, body: { id: '1234567890', type: 1, name: 'Vigil', channel_id: '42', guild_id: '7' } };
  const { content } = request.body as { content?: string };
  if (!content) return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
  return { status: 204 };
});

function connection(hook = HOOK_PATH): ResolvedConnection {
  return { type: 'discord', password: `${discord.url}${hook}`, properties: {} };
}

describe('discord channel', () => {
  beforeAll(() => discord.start());
  afterAll(() => discord.stop());
  beforeEach(() => void discord.requests.splice(0));

  it('posts the title as content and the message as an embed', async () => {
    await discordChannel.send(connection(), { title: 'Check failed', body: 'api-health is **unhealthy**' }, channelContext());
    const request = discord.only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(HOOK_PATH);
    expect(request.body).toEqual({ content: '**Check failed**', embeds: [{ description: 'api-health is **unhealthy**' }] });
  });

  it("throws Discord's message and code, without the webhook token", async () => {
    const unknown = discordChannel.send(connection('/api/webhooks/1/wrong-token'), { title: 't', body: 'b' }, channelContext());
    await expect(unknown).rejects.toThrow('Unknown Webhook (code 10015)');
    await expect(unknown).rejects.not.toThrow('wrong-token');
  });

  it('tests by reading the webhook, posting nothing', async () => {
    await discordChannel.test(connection(), channelContext());
    expect(discord.only().method).toBe('GET');
    await expect(discordChannel.test(connection('/api/webhooks/1/gone'), channelContext())).rejects.toThrow('Unknown Webhook (code 10015)');
  });
});
