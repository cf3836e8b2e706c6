import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { genericWebhookChannel } from '#src/channels/generic-webhook.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const BASIC = `Basic ${Buffer.from('hook:hook-secret').toString('base64')}`;

let stopSending = new AbortController();

/**
 * Some receiving service: 202 on /alerts for the right user, 401 otherwise, 500 with an HTML page
 * on /broken, a 400 repeating the credentials on /echo, no answer at all on /silent.
 */
const receiver = new FakeService((request) => {
  if (request.path === '/silent') {
    stopSending.abort();
    return 'hang';
  }
  if (request.path === '/echo') return { status: 400, body: `unknown login ${Buffer.from(request.headers.authorization?.slice('Basic '.length) ?? '', 'base64').toString()}` };
  if (request.path === '/broken') return { status: 500, body: '<html><body>Internal Server Error</body></html>', headers: { 'content-type': 'text/html' } };
  if (request.path !== '/alerts') return undefined;
  if (request.headers.authorization !== undefined && request.headers.authorization !== BASIC) return { status: 401, body: { error: 'bad credentials' } };
  return { status: 202, body: { accepted: true } };
});

function connection(overrides: Partial<ResolvedConnection> = {}, properties: Record<string, unknown> = {}): ResolvedConnection {
  return { type: 'generic_webhook', url: `${receiver.url}/alerts`, properties, ...overrides };
}

describe('generic webhook channel', () => {
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(() => void receiver.requests.splice(0));

  it('POSTs JSON with the title and message under the default keys', async () => {
    await genericWebhookChannel.send(connection(), { title: 'Check failed', body: 'api-health is unhealthy' }, channelContext());
    const request = receiver.only();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toEqual({ title: 'Check failed', message: 'api-health is unhealthy' });
  });

  it("uses the connection's method, content type, keys and basic auth", async () => {
    const custom = connection({ username: 'hook', password: 'hook-secret' }, { method: 'PUT', contentType: 'application/x-www-form-urlencoded', titleKey: 'subject', messageKey: 'text' });
    await genericWebhookChannel.send(custom, { title: 'Check failed', body: 'down' }, channelContext());
    const request = receiver.only();
    expect(request.method).toBe('PUT');
    expect(request.headers.authorization).toBe(BASIC);
    expect(request.body).toEqual({ subject: 'Check failed', text: 'down' });
  });

  it('throws the status and the start of the body on an answer that is not 2xx, without the password', async () => {
    await expect(genericWebhookChannel.send(connection({ url: `${receiver.url}/broken` }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow(
      'HTTP 500: <html><body>Internal Server Error</body></html>',
    );
    const refused = genericWebhookChannel.send(connection({ username: 'hook', password: 'wrong-secret' }), { title: 't', body: 'b' }, channelContext());
    await expect(refused).rejects.toThrow('HTTP 401: {"error":"bad credentials"}');
    await expect(genericWebhookChannel.send(connection({}, { method: 'DELETE' }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('method DELETE is not supported: use POST or PUT');
  });

  it('never repeats the password a service echoes back', async () => {
    const echoed = genericWebhookChannel.send(connection({ url: `${receiver.url}/echo`, username: 'hook', password: 'echoed-secret' }), { title: 't', body: 'b' }, channelContext());
    await expect(echoed).rejects.toThrow('HTTP 400: unknown login hook:***');
  });

  it('gives up when the context stops the send', async () => {
    stopSending = new AbortController();
    const silent = genericWebhookChannel.send(connection({ url: `${receiver.url}/silent` }), { title: 't', body: 'b' }, { signal: stopSending.signal });
    await expect(silent).rejects.toThrow(`could not reach 127.0.0.1:${new URL(receiver.url).port}: the send was stopped`);
  });

  it('tests with a test message', async () => {
    await genericWebhookChannel.test(connection(), channelContext());
    expect(receiver.only().body).toMatchObject({ title: 'Vigil test message' });
  });
});
