import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionPath, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

describe(`logout and sessions (${testDbKind})`, () => {
  let t: IdentityTestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await startIdentityTestApp();
    account = await createAccount(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a browser out through the logout URL, returning where it asked', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const res = await browser.request('/api/.ory/self-service/logout/browser?return_to=%2Flogin%3Freturn_to%3D%2Fincidents');
    expect(res.statusCode).toBe(200);
    const { logout_url: url, logout_token: logoutToken } = res.json<{ logout_url: string; logout_token: string }>();
    const logoutUrl = new URL(url);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe('http://localhost/api/.ory/self-service/logout');
    expect(logoutUrl.searchParams.get('token')).toBe(logoutToken);
    expect(logoutUrl.searchParams.get('return_to')).toBe('http://localhost/login?return_to=/incidents');

    const out = await browser.request(`${logoutUrl.pathname}${logoutUrl.search}`, { acceptJson: false });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('http://localhost/login?return_to=/incidents');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.whoami()).statusCode).toBe(401);
    expect(await t.identity.sessions.findActive(token)).toBeNull();
  });

  it('answers 204 to a JSON client and refuses a logout token of another session', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const other = t.browser();
    await other.login(account.email, account.password);
    const otherUrl = new URL((await other.request('/api/.ory/self-service/logout/browser')).json<{ logout_url: string }>().logout_url);
    const refused = await browser.request(`${otherUrl.pathname}${otherUrl.search}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { id: 'security_csrf_violation' } });
    expect((await browser.whoami()).statusCode).toBe(200);

    const own = new URL((await browser.request('/api/.ory/self-service/logout/browser')).json<{ logout_url: string }>().logout_url);
    const res = await browser.request(`${own.pathname}${own.search}`);
    expect(res.statusCode).toBe(204);
    expect((await browser.whoami()).statusCode).toBe(401);
    expect((await other.whoami()).statusCode).toBe(200);
  });

  it('needs a session for a logout URL', async () => {
    const res = await t.browser().request('/api/.ory/self-service/logout/browser');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { id: 'session_inactive' } });
  });

  it('ends an API session with DELETE /self-service/logout/api', async () => {
    const client = t.browser();
    const flow = (await client.request('/api/.ory/self-service/login/api')).json<FlowJson>();
    const token = (await client.request(actionPath(flow), { json: { method: 'password', identifier: account.email, password: account.password } })).json<{ session_token: string }>().session_token;
    expect((await client.request('/api/.ory/self-service/logout/api', { method: 'DELETE', json: {} })).statusCode).toBe(400);
    const res = await client.request('/api/.ory/self-service/logout/api', { method: 'DELETE', json: { session_token: token } });
    expect(res.statusCode).toBe(204);
    expect((await client.request('/api/.ory/sessions/whoami', { headers: { 'x-session-token': token } })).statusCode).toBe(401);
    expect((await client.request('/api/.ory/self-service/logout/api', { method: 'DELETE', json: { session_token: token } })).statusCode).toBe(401);
  });

  it('ends every session of a person through the directory', async () => {
    const person = await createAccount(t.db);
    const a = t.browser();
    const b = t.browser();
    await a.login(person.email, person.password);
    await b.login(person.email, person.password);
    const bystander = t.browser();
    await bystander.login(account.email, account.password);
    await t.identity.directory.revokeSessions(person.id);
    expect((await a.whoami()).statusCode).toBe(401);
    expect((await b.whoami()).statusCode).toBe(401);
    expect((await bystander.whoami()).statusCode).toBe(200);
  });

  it('does not accept forged or expired session tokens', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const [id] = token.split('.');
    expect(await t.identity.sessions.findActive(`${id}.${'x'.repeat(43)}`)).toBeNull();
    expect(await t.identity.sessions.findActive('garbage')).toBeNull();
    await t.db.query(`UPDATE identity_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await t.identity.sessions.findActive(token)).toBeNull();
    expect((await browser.whoami()).statusCode).toBe(401);
  });
});
