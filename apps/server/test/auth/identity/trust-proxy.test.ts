import { afterEach, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionPath, messageIds, type FlowJson } from './support/browser-client.ts';
import { createAccount } from './support/identity-test-app.ts';

/** A password sign-in through an API flow, as a client behind proxies: the socket is the nearest proxy. */
async function login(t: AccessTestApp, email: string, password: string, forwardedFor?: string) {
  const headers: Record<string, string> = { accept: 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
  const created = await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api', headers, remoteAddress: '127.0.0.1' });
  expect(created.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: actionPath(created.json<FlowJson>()),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ method: 'password', identifier: email, password }),
    remoteAddress: '127.0.0.1',
  });
}

async function recordedAddresses(t: AccessTestApp, email: string): Promise<string[]> {
  const { rows } = await t.db.query<{ client_address: string }>('SELECT client_address FROM identity_login_attempts WHERE identifier = $1', [email]);
  return rows.map((row) => row.client_address);
}

describe(`the client address behind reverse proxies (${testDbKind})`, () => {
  const apps: AccessTestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function start(trustProxy: string): Promise<AccessTestApp> {
    const t = await startAccessTestApp({ env: { TRUST_PROXY: trustProxy } });
    apps.push(t);
    return t;
  }

  it.each([
    // on = one hop: the proxy the server talks to; the address it appended is the client.
    ['on', '5.6.7.8'],
    ['1', '5.6.7.8'],
    // two proxies in a row: the outer one appended 1.2.3.4.
    ['2', '1.2.3.4'],
    // trusted by address: loopback is the proxy, 5.6.7.8 is not.
    ['127.0.0.1', '5.6.7.8'],
    ['127.0.0.0/8, 5.6.7.0/24', '1.2.3.4'],
    ['off', '127.0.0.1'],
  ])('TRUST_PROXY=%s takes %s from "X-Forwarded-For: 1.2.3.4, 5.6.7.8" sent through loopback', async (trustProxy, client) => {
    const t = await start(trustProxy);
    const account = await createAccount(t.db);
    expect((await login(t, account.email, 'wrong password', '1.2.3.4, 5.6.7.8')).statusCode).toBe(400);
    expect(await recordedAddresses(t, account.email)).toEqual([client]);
  });

  it('with TRUST_PROXY=on, changing the left-most X-Forwarded-For entries does not escape the per-address limit', async () => {
    const t = await start('on');
    for (let i = 0; i < 20; i += 1) {
      const res = await login(t, `nobody-${i}@example.com`, 'guess', `198.51.100.${i + 1}, 203.0.113.9`);
      expect(messageIds(res.json())).toEqual([4000006]);
    }
    const victim = await createAccount(t.db);
    const spoofed = await login(t, victim.email, victim.password, '192.0.2.77, 203.0.113.9');
    expect(spoofed.statusCode).toBe(400);
    expect(messageIds(spoofed.json())).toEqual([4010100]);
    expect(Number(spoofed.headers['retry-after'])).toBeGreaterThan(0);
    // the same left-most value through another client address of the proxy is someone else
    expect((await login(t, victim.email, victim.password, '198.51.100.1, 203.0.113.10')).statusCode).toBe(200);
  });
});
