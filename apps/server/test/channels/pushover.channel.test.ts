import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushoverChannel } from '#src/channels/pushover.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const TOKEN = 'azGDORePK8gMaC0QOYAMyEEuzJnyUi';
const USER = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';

/** Pushover's API: forms in, `{status:1, request}` or `{status:0, errors:[...]}` out. */
const pushover = new FakeService((request) => {
  const form = request.body as Record<string, string>;
  if (form.token !== TOKEN) return { status: 400, body: { token: 'invalid', errors: ['application token is invalid'], status: 0, request: 'r-1' } };
  if (form.user !== USER) return { status: 400, body: { user: 'invalid', errors: ['user identifier is not a valid user, group, or subscribed user key'], status: 0, request: 'r-2' } };
  if (request.path === '/1/users/validate.json') return { status: 200, body: { status: 1, group: 0, devices: ['phone'], request: 'r-3' } };
  if (request.path === '/1/messages.json') return { status: 200, body: { status: 1, request: '647d2300-702c-4b38-8b2f-d56326ae460b' } };
  return undefined;
});

function connection(overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return { type: 'pushover', url: pushover.url, password: TOKEN, username: USER, properties: {}, ...overrides };
}

describe('pushover channel', () => {
  beforeAll(() => pushover.start());
  afterAll(() => pushover.stop());
  beforeEach(() => void pushover.requests.splice(0));

  it('posts the token, user, title and message as a form and answers the request id', async () => {
    const delivery = await pushoverChannel.send(connection(), { title: 'Check failed', body: 'api-health is unhealthy' }, channelContext());
    expect(delivery.reference).toBe('647d2300-702c-4b38-8b2f-d56326ae460b');
    const request = pushover.only();
    expect(request.path).toBe('/1/messages.json');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.body).toEqual({ token: TOKEN, user: USER, title: 'Check failed', message: 'api-health is unhealthy' });
  });

  it("throws Pushover's errors, without the token or user key", async () => {
    const refused = pushoverChannel.send(connection({ username: 'not-a-user' }), { title: 't', body: 'b' }, channelContext());
    await expect(refused).rejects.toThrow('user identifier is not a valid user, group, or subscribed user key');
    await expect(refused).rejects.not.toThrow(TOKEN);
    await expect(pushoverChannel.send(connection({ password: 'bad' }), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('application token is invalid');
  });

  it('tests by validating the user key, sending no message', async () => {
    await pushoverChannel.test(connection(), channelContext());
    expect(pushover.only()).toMatchObject({ path: '/1/users/validate.json', body: { token: TOKEN, user: USER } });
    await expect(pushoverChannel.test(connection({ username: 'nobody' }), channelContext())).rejects.toThrow('user identifier is not a valid user');
  });
});
