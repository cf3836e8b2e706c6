import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slackChannel } from '#src/channels/slack.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const TOKEN = 'xoxb-1111-secret-token';

/** Slack's Web API as it answers: HTTP 200 always, `ok:false` with an error code when it refuses. */
const slack = new FakeService((request) => {
  if (request.path.startsWith('/down/')) return { status: 503, body: 'upstream connect error' };
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
  if (request.path === '/api/auth.test') return { status: 200, body: { ok: true, url: 'https://acme.slack.com/', team: 'Acme', user: 'vigil' } };
  if (request.path === '/api/chat.postMessage') {
    const { channel } = request.body as { channel: string };
    if (channel !== '#alerts') return { status: 200, body: { ok: false, error: 'channel_not_found' } };
    return { status: 200, body: { ok: true, channel: 'C024BE91L', ts: '1503435956.000247' } };
  }
  return { status: 200, body: { ok: false, error: 'unknown_method' } };
});

function connection(overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return { type: 'slack', url: `${slack.url}/api`, password: TOKEN, username: '#alerts', properties: {}, ...overrides };
}

describe('slack channel', () => {
  beforeAll(() => slack.start());
  afterAll(() => slack.stop());
  beforeEach(() => void slack.requests.splice(0));

  it('posts the title and message to the channel with the bot token and answers the message ts', async () => {
    const delivery = await slackChannel.send(connection(), { title: 'Check failed', body: 'api-health is *unhealthy*' }, channelContext());
    expect(delivery.reference).toBe('1503435956.000247');
    const request = slack.only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/chat.postMessage');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.body).toMatchObject({ channel: '#alerts', text: '*Check failed*\napi-health is *unhealthy*' });
  });

  it("throws Slack's error code when it refuses the message", async () => {
    await expect(slackChannel.send(connection({ username: '#nowhere' }), { title: 'Check failed', body: 'down' }, channelContext())).rejects.toThrow('channel_not_found');
  });

  it('tests the token with auth.test, without posting anything', async () => {
    await slackChannel.test(connection(), channelContext());
    expect(slack.only().path).toBe('/api/auth.test');
    await expect(slackChannel.test(connection({ password: 'xoxb-wrong' }), channelContext())).rejects.toThrow('invalid_auth');
  });

  it('names a missing token and keeps the token out of errors when Slack cannot be reached', async () => {
    await expect(slackChannel.send(connection({ password: undefined }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('the Slack connection has no Bot token');
    const unreachable = slackChannel.send(connection({ url: `http://127.0.0.1:1/${TOKEN}` }), { title: 't', body: 'b' }, channelContext());
    await expect(unreachable).rejects.toThrow(/could not reach 127\.0\.0\.1:1/);
    await expect(unreachable).rejects.not.toThrow(TOKEN);
  });

  it('reports an answer that is not Slack JSON by its status and body', async () => {
    await expect(slackChannel.send(connection({ url: `${slack.url}/down` }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('HTTP 503: upstream connect error');
  });
});
