import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { CredentialRepository } from '#src/auth/identity/credential.repository.ts';
import { totpService } from '#src/auth/identity/totp.service.ts';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { BrowserClient, type FlowJson } from './support/browser-client.ts';
import { createAccount, totpCode } from './support/identity-test-app.ts';

const HOST = 'vigil.test:8080';
/** Same-origin, as the web app's own calls are (cookie-authenticated writes must be). */
const SAME_ORIGIN = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };

/** A sample of the API: native endpoints, the data API (read and write), and a route that does not exist. */
const API_CALLS: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/auth/whoami' },
  { method: 'GET', url: '/api/about' },
  { method: 'GET', url: '/api/properties' },
  { method: 'GET', url: '/api/db/canaries?select=id' },
  { method: 'POST', url: '/api/db/properties', body: { name: 'aal.flag', value: 'written' } },
  { method: 'POST', url: '/api/auth/create_token', body: { name: 'sneaky' } },
  { method: 'GET', url: '/api/kubeconfig' },
];

function expectAal2Required(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, label).toBe(403);
  expect(res.json(), label).toEqual({
    error: {
      id: 'session_aal2_required',
      code: 403,
      status: 'Forbidden',
      reason: expect.any(String),
      message: 'Session does not fulfil the requested Authenticator Assurance Level',
    },
    redirect_browser_to: `http://${HOST}/login?aal=aal2`,
  });
}

describe(`the API needs the second factor a person has set up (${testDbKind})`, () => {
  let t: AccessTestApp;
  beforeAll(async () => {
    t = await startAccessTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function call(browser: BrowserClient, request: (typeof API_CALLS)[number], headers: Record<string, string> = {}) {
    return browser.request(request.url, {
      method: request.method,
      ...(request.body !== undefined ? { json: request.body } : {}),
      headers: { ...SAME_ORIGIN, ...headers },
    });
  }

  it('answers 403 session_aal2_required on every API route to a password-only session, until the code is given', async () => {
    const account = await createAccount(t.db, ['admin']);
    const secret = totpService.newSecret();
    await new CredentialRepository(t.db).setTotp(account.id, secret);
    const browser = new BrowserClient(t.app);
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);

    for (const request of API_CALLS) expectAal2Required(await call(browser, request), `${request.method} ${request.url}`);
    // the session token as a header gets the same answer as the cookie
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const bare = new BrowserClient(t.app);
    expectAal2Required(await call(bare, API_CALLS[0]!, { 'x-session-token': token }), 'X-Session-Token');
    expectAal2Required(await call(bare, API_CALLS[0]!, { authorization: `Bearer ${token}` }), 'Bearer session token');
    expect((await t.db.query('SELECT 1 FROM properties WHERE name = $1', ['aal.flag'])).rows).toHaveLength(0);

    // what completes the second factor, and signing out, stay open
    const second = await browser.createFlow('login', 'aal=aal2');
    const done = await browser.submit(second, { method: 'totp', totp_code: totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ session: { authenticator_assurance_level: string } }>().session.authenticator_assurance_level).toBe('aal2');
    for (const request of API_CALLS.filter((r) => r.method === 'GET' && r.url !== '/api/kubeconfig')) {
      expect((await call(browser, request)).statusCode, request.url).toBe(200);
    }
    const logout = await browser.request('/api/.ory/self-service/logout/browser');
    expect(logout.statusCode).toBe(200);
  });

  it('lets a password-only session sign out, and answers 401 (not 403) once it has', async () => {
    const account = await createAccount(t.db);
    await new CredentialRepository(t.db).setTotp(account.id, totpService.newSecret());
    const browser = new BrowserClient(t.app);
    await browser.login(account.email, account.password);
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const { logout_url: logoutUrl } = (await browser.request('/api/.ory/self-service/logout/browser')).json<{ logout_url: string }>();
    const url = new URL(logoutUrl);
    expect((await browser.request(`${url.pathname}${url.search}`)).statusCode).toBe(204);
    const after = await new BrowserClient(t.app).request('/api/auth/whoami', { headers: { 'x-session-token': token } });
    expect(after.statusCode).toBe(401);
  });

  it('keeps answering 401 without a session and 200 to a password session when no second factor is set up', async () => {
    expect((await new BrowserClient(t.app).request('/api/auth/whoami')).statusCode).toBe(401);
    const account = await createAccount(t.db);
    const browser = new BrowserClient(t.app);
    await browser.login(account.email, account.password);
    expect((await call(browser, API_CALLS[0]!)).statusCode).toBe(200);
    const flow = await browser.request('/api/.ory/self-service/login/browser?aal=aal2');
    expect(flow.json<FlowJson & { error?: { id: string } }>().error?.id).toBe('session_already_available');
  });
});
