import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ntfyChannel } from '#src/channels/ntfy.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const BASIC = `Basic ${Buffer.from('phil:s3cret-pass').toString('base64')}`;
const BEARER = 'Bearer tk_secretaccesstoken';

/** An ntfy server: JSON publishing at its root, `{code, http, error}` when it refuses. */
const ntfy = new FakeService((request) => {
  if (request.method !== 'POST' || request.path !== '/') return { status: 404, body: { code: 40401, http: 404, error: 'page not found' } };
  if (request.headers.authorization !== BASIC && request.headers.authorization !== BEARER) {
    return { status: 403, body: { code: 40301, http: 403, error: 'forbidden', link: 'https://ntfy.sh/docs/publish/#authentication' } };
  }
  const { topic, message } = request.body as { topic: string; message: string };
  return { status: 200, body: { id: 'sPs71M8A2T', time: 1700000000, expires: 1700043200, event: 'message', topic, message } };
});

function connection(overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return { type: 'ntfy', url: ntfy.url, username: 'phil', password: 's3cret-pass', properties: { topic: 'alerts' }, ...overrides };
}

describe('ntfy channel', () => {
  beforeAll(() => ntfy.start());
  afterAll(() => ntfy.stop());
  beforeEach(() => void ntfy.requests.splice(0));

  it('publishes the title and message to the topic as the user, with the priority a notification asks for', async () => {
    const delivery = await ntfyChannel.send(connection(), { title: 'Check failed', body: 'api-health is unhealthy', properties: { priority: 5 } }, channelContext());
    expect(delivery.reference).toBe('sPs71M8A2T');
    const request = ntfy.only();
    expect(request.headers.authorization).toBe(BASIC);
    expect(request.body).toEqual({ topic: 'alerts', title: 'Check failed', message: 'api-health is unhealthy', priority: 5 });
  });

  it('sends an access token as Bearer when there is no username', async () => {
    await ntfyChannel.send(connection({ username: undefined, password: 'tk_secretaccesstoken' }), { title: 't', body: 'b' }, channelContext());
    expect(ntfy.only().headers.authorization).toBe(BEARER);
  });

  it("throws ntfy's error and code, without the password", async () => {
    const refused = ntfyChannel.send(connection({ password: 'wrong-pass' }), { title: 't', body: 'b' }, channelContext());
    await expect(refused).rejects.toThrow('forbidden (code 40301)');
    await expect(refused).rejects.not.toThrow('wrong-pass');
    await expect(ntfyChannel.send(connection({ properties: {} }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('the ntfy connection has no Topic');
  });

  it('tests with a test message at the lowest priority', async () => {
    await ntfyChannel.test(connection(), channelContext());
    expect(ntfy.only().body).toMatchObject({ topic: 'alerts', title: 'Vigil test message', priority: 1 });
  });
});
