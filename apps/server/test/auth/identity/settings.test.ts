import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { findNode, messageIds, type BrowserClient, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, totpCode, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

async function signedIn(t: IdentityTestApp, account: TestAccount): Promise<BrowserClient> {
  const browser = t.browser();
  const res = await browser.login(account.email, account.password);
  expect(res.statusCode).toBe(200);
  return browser;
}

async function ageSession(t: IdentityTestApp, browser: BrowserClient, minutes: number): Promise<void> {
  const sessionId = browser.cookies.get(SESSION_COOKIE)!.split('.')[0];
  await t.db.query(`UPDATE identity_sessions SET authenticated_at = now() - make_interval(mins => $2) WHERE id = $1`, [sessionId, minutes]);
}

/** Links an authenticator app through the settings flow; answers its secret. */
async function linkTotp(browser: BrowserClient): Promise<string> {
  const flow = await browser.createFlow('settings');
  const secret = String(findNode(flow, 'totp_secret_key')?.attributes.text?.text);
  const res = await browser.submit(flow, { method: 'totp', totp_code: totpCode(secret) });
  expect(res.statusCode).toBe(200);
  return secret;
}

describe(`settings and second factor (${testDbKind})`, () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session: 401 session_inactive, or the login page for a navigating browser', async () => {
    const browser = t.browser();
    const res = await browser.request('/api/.ory/self-service/settings/browser');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { id: 'session_inactive' } });
    const navigation = await browser.request('/api/.ory/self-service/settings/browser', { acceptJson: false });
    expect(navigation.statusCode).toBe(303);
    expect(navigation.headers.location).toBe('http://localhost/login');
  });

  it('shows the profile, password and authenticator groups and saves the profile', async () => {
    const account = await createAccount(t.db);
    const browser = await signedIn(t, account);
    const start = await browser.request('/api/.ory/self-service/settings/browser', { acceptJson: false });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toMatch(/^http:\/\/localhost\/profile-settings\?flow=/);
    const flow = await browser.createFlow('settings');
    expect(flow.state).toBe('show_form');
    expect(flow.identity).toMatchObject({ id: account.id });
    expect(flow.ui.nodes.map((n) => [n.group, n.type, n.attributes.name ?? n.attributes.text?.id ?? n.attributes.src?.slice(0, 22)])).toEqual([
      ['default', 'input', 'csrf_token'],
      ['profile', 'input', 'traits.email'],
      ['profile', 'input', 'traits.name.first'],
      ['profile', 'input', 'traits.name.last'],
      ['profile', 'input', 'method'],
      ['password', 'input', 'password'],
      ['password', 'input', 'method'],
      ['totp', 'img', 'data:image/png;base64,'],
      ['totp', 'text', 1050006],
      ['totp', 'input', 'totp_code'],
      ['totp', 'input', 'method'],
    ]);
    expect(findNode(flow, 'traits.email')?.attributes.value).toBe(account.email);
    expect(findNode(flow, 'traits.name.first')?.meta.label?.text).toBe('First name');

    const bad = await browser.submit(flow, { method: 'profile', traits: { email: 'not-an-email', name: { first: '', last: 'X' } } });
    expect(bad.statusCode).toBe(400);
    const badFlow = bad.json<FlowJson>();
    expect(findNode(badFlow, 'traits.email')?.messages[0]).toMatchObject({ id: 4000001, type: 'error' });
    expect(findNode(badFlow, 'traits.name.first')?.messages[0]).toMatchObject({ id: 4000002 });

    const res = await browser.submit(flow, { method: 'profile', 'traits.email': account.email, 'traits.name.first': 'Robin', 'traits.name.last': 'Hood' });
    expect(res.statusCode).toBe(200);
    const saved = res.json<FlowJson>();
    expect(saved.state).toBe('success');
    expect(saved.ui.messages).toEqual([{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }]);
    expect(findNode(saved, 'traits.name.first')?.attributes.value).toBe('Robin');
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [account.id]);
    expect(rows[0]!.name).toBe('Robin Hood');
    expect((await browser.whoami()).json()).toMatchObject({ identity: { traits: { name: { first: 'Robin', last: 'Hood' } } } });
  });

  it('refuses an email another person uses', async () => {
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    const browser = await signedIn(t, account);
    const flow = await browser.createFlow('settings');
    const res = await browser.submit(flow, { method: 'profile', traits: { email: other.email, name: { first: 'A', last: 'B' } } });
    expect(res.statusCode).toBe(400);
    expect(findNode(res.json(), 'traits.email')?.messages[0]).toMatchObject({ id: 4000007 });
  });

  it('changes the password in a fresh session and signs out the other sessions', async () => {
    const account = await createAccount(t.db);
    const elsewhere = await signedIn(t, account);
    const browser = await signedIn(t, account);
    const flow = await browser.createFlow('settings');
    const weak = await browser.submit(flow, { method: 'password', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(findNode(weak.json(), 'password')?.messages[0]).toMatchObject({ id: 4000005, text: expect.stringContaining('at least 8 characters') });
    const res = await browser.submit(flow, { method: 'password', password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(res.json<FlowJson>().state).toBe('success');
    expect((await browser.whoami()).statusCode).toBe(200);
    expect((await elsewhere.whoami()).statusCode).toBe(401);
    expect((await t.browser().login(account.email, account.password)).statusCode).toBe(400);
    expect((await t.browser().login(account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('asks for a fresh sign-in (session_refresh_required) when the session is older than 15 minutes', async () => {
    const account = await createAccount(t.db);
    const browser = await signedIn(t, account);
    await ageSession(t, browser, 20);
    const flow = await browser.createFlow('settings');
    const res = await browser.submit(flow, { method: 'password', password: 'another passphrase 1' });
    expect(res.statusCode).toBe(403);
    const body = res.json<{ error: { id: string }; redirect_browser_to: string }>();
    expect(body.error).toMatchObject({ id: 'session_refresh_required', code: 403 });
    const redirect = new URL(body.redirect_browser_to);
    expect(redirect.pathname).toBe('/login');
    expect(redirect.searchParams.get('refresh')).toBe('true');
    expect(redirect.searchParams.get('return_to')).toBe(`http://localhost/profile-settings?flow=${flow.id}`);
    // the profile names do not need it
    const names = await browser.submit(flow, { method: 'profile', traits: { email: account.email, name: { first: 'Still', last: 'Fine' } } });
    expect(names.statusCode).toBe(200);

    // signing in again (refresh) keeps the session and makes it fresh
    const refresh = await browser.createFlow('login', `refresh=true&return_to=${encodeURIComponent(redirect.searchParams.get('return_to')!)}`);
    expect(refresh.refresh).toBe(true);
    expect(findNode(refresh, 'identifier')?.attributes).toMatchObject({ type: 'hidden', value: account.email });
    expect(messageIds(refresh)).toContain(1010003);
    const cookieBefore = browser.cookies.get(SESSION_COOKIE);
    const again = await browser.submit(refresh, { method: 'password', identifier: account.email, password: account.password });
    expect(again.statusCode).toBe(200);
    expect(browser.cookies.get(SESSION_COOKIE)).toBe(cookieBefore);
    const retry = await browser.submit(flow, { method: 'password', password: 'another passphrase 1' });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a refresh sign-in as somebody else (security_identity_mismatch)', async () => {
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    const browser = await signedIn(t, account);
    const refresh = await browser.createFlow('login', 'refresh=true');
    const res = await browser.submit(refresh, { method: 'password', identifier: other.email, password: other.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { id: 'security_identity_mismatch' } });
    expect((await browser.whoami()).json()).toMatchObject({ identity: { id: account.id } });
  });

  it('links an authenticator app; then a password alone gives an aal1 session that needs the code (aal2)', async () => {
    const account = await createAccount(t.db);
    const browser = await signedIn(t, account);
    const flow = await browser.createFlow('settings');
    const qr = findNode(flow, 'totp_qr');
    expect(qr?.attributes.src).toMatch(/^data:image\/png;base64,/);
    const secret = String(findNode(flow, 'totp_secret_key')?.attributes.text?.text);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await browser.submit(flow, { method: 'totp', totp_code: '000000' === totpCode(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(findNode(wrong.json(), 'totp_code')?.messages[0]).toMatchObject({ id: 4000008 });
    const linked = await browser.submit(flow, { method: 'totp', totp_code: totpCode(secret) });
    expect(linked.statusCode).toBe(200);
    expect(findNode(linked.json(), 'totp_unlink')?.meta.label?.text).toBe('Unlink TOTP Authenticator App');
    // the session that linked it stays usable
    expect((await browser.whoami()).json()).toMatchObject({ authenticator_assurance_level: 'aal2' });

    const laptop = await signedIn(t, account);
    const whoami = await laptop.whoami();
    expect(whoami.statusCode).toBe(403);
    expect(whoami.json()).toMatchObject({ error: { id: 'session_aal2_required', code: 403 }, redirect_browser_to: 'http://localhost/login?aal=aal2' });
    const token = laptop.cookies.get(SESSION_COOKIE)!;
    expect(await t.identity.sessions.findActive(token)).toBeNull();
    const settings = await laptop.request('/api/.ory/self-service/settings/browser');
    expect(settings.statusCode).toBe(403);
    expect(settings.json()).toMatchObject({ error: { id: 'session_aal2_required' } });

    const second = await laptop.createFlow('login', 'aal=aal2');
    expect(second.requested_aal).toBe('aal2');
    expect(findNode(second, 'totp_code')?.meta.label?.text).toBe('Authentication code');
    expect(findNode(second, 'password')).toBeUndefined();
    const bad = await laptop.submit(second, { method: 'totp', totp_code: '12345' });
    expect(bad.statusCode).toBe(400);
    // The current code linked the app and is used up: the next period's code (allowed for clock drift) signs in.
    const good = await laptop.submit(second, { method: 'totp', totp_code: totpCode(secret, Date.now() + 30_000) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ session: { authenticator_assurance_level: 'aal2' } });
    const after = await laptop.whoami();
    expect(after.statusCode).toBe(200);
    expect(after.json<{ authentication_methods: { method: string }[] }>().authentication_methods.map((m) => m.method)).toEqual(['password', 'totp']);
    expect(await t.identity.sessions.findActive(token)).toMatchObject({ personId: account.id, aal: 'aal2' });
    // an aal2 session opening an aal2 login is already where it needs to be
    expect((await laptop.request('/api/.ory/self-service/login/browser?aal=aal2')).json()).toMatchObject({ error: { id: 'session_already_available' } });
  });

  it('asks for aal2 only from signed-in people who have a second factor', async () => {
    const account = await createAccount(t.db);
    expect((await t.browser().request('/api/.ory/self-service/login/browser?aal=aal2')).json()).toMatchObject({ error: { id: 'session_inactive' } });
    const browser = await signedIn(t, account);
    expect((await browser.request('/api/.ory/self-service/login/browser?aal=aal2')).json()).toMatchObject({ error: { id: 'session_already_available' } });
    expect((await browser.request('/api/.ory/self-service/login/browser?aal=aal3')).statusCode).toBe(400);
  });

  it('unlinks the authenticator app', async () => {
    const account = await createAccount(t.db);
    const browser = await signedIn(t, account);
    await linkTotp(browser);
    const flow = await browser.createFlow('settings');
    const res = await browser.submit(flow, { totp_unlink: true });
    expect(res.statusCode).toBe(200);
    const after = res.json<FlowJson>();
    expect(findNode(after, 'totp_code')).toBeDefined();
    expect(findNode(after, 'totp_unlink')).toBeUndefined();
    const laptop = await signedIn(t, account);
    expect((await laptop.whoami()).statusCode).toBe(200);
  });

  it('settings API flows work with a session token', async () => {
    const account = await createAccount(t.db);
    const client = t.browser();
    const loginFlow = (await client.request('/api/.ory/self-service/login/api')).json<FlowJson>();
    const token = (
      await client.request(new URL(loginFlow.ui.action).pathname + new URL(loginFlow.ui.action).search, {
        json: { method: 'password', identifier: account.email, password: account.password },
      })
    ).json<{ session_token: string }>().session_token;
    const headers = { 'x-session-token': token };
    const flow = (await client.request('/api/.ory/self-service/settings/api', { headers })).json<FlowJson>();
    expect(flow.type).toBe('api');
    const url = new URL(flow.ui.action);
    const res = await client.request(`${url.pathname}${url.search}`, { json: { method: 'profile', traits: { email: account.email, name: { first: 'Api', last: 'Client' } } }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<FlowJson>().state).toBe('success');
  });
});
