import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mattermostChannel } from '#src/channels/mattermost.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const HOOK_PATH = '/hooks/xi8n3secretkey';

/** A Mattermost incoming webhook: "ok" on success, `{id, message, status_code}` on errors. */
const mattermost = new FakeService((request) => {
  if (request.path !== HOOK_PATH) return { status: 400, body: { id: 'web.incoming_webhook.invalid.app_error', message: 'Invalid webhook.', detailed_error: '', request_id: 'r1', status_code: 400 } };
  const { channel } = request.body as { channel?: string };
  if (channel !== undefined && channel !== 'town-square') {
    return { status: 404, body: { id: 'web.incoming_webhook.channel.app_error', message: "Couldn't find the channel.", detailed_error: '', request_id: 'r2', status_code: 404 } };
  }
  return { status: 200, body: 'ok' };
});

function connection(overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return { type: 'mattermost', password: `${mattermost.url}${HOOK_PATH}`, properties: {}, ...overrides };
}

describe('mattermost channel', () => {
  beforeAll(() => mattermost.start());
  afterAll(() => mattermost.stop());
  beforeEach(() => void mattermost.requests.splice(0));

  it("posts the title and message to the webhook's own channel, or to the connection's channel", async () => {
    await mattermostChannel.send(connection(), { title: 'Check failed', body: 'api-health is unhealthy' }, channelContext());
    expect(mattermost.only().body).toEqual({ text: '#### Check failed\napi-health is unhealthy' });
    mattermost.requests.splice(0);
    await mattermostChannel.send(connection({ username: 'town-square' }), { title: 'Check failed', body: 'down' }, channelContext());
    expect(mattermost.only().body).toEqual({ text: '#### Check failed\ndown', channel: 'town-square' });
  });

  it("throws Mattermost's message, without the webhook key", async () => {
    await expect(mattermostChannel.send(connection({ username: 'nowhere' }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow("Couldn't find the channel.");
    const invalid = mattermostChannel.send(connection({ password: `${mattermost.url}/hooks/wrongkey` }), { title: 't', body: 'b' }, channelContext());
    await expect(invalid).rejects.toThrow('Invalid webhook.');
    await expect(invalid).rejects.not.toThrow('wrongkey');
  });

  it('tests with a short test message', async () => {
    await mattermostChannel.test(connection(), channelContext());
    expect(mattermost.only().body).toMatchObject({ text: expect.stringContaining('Vigil test message') as unknown });
  });
});
