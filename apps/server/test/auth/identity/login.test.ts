import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionPath, findNode, messageIds, nodeValue, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

describe(`login (${testDbKind})`, () => {
  let t: IdentityTestApp;
  let account: TestAccount;

  beforeAll(async () => {
    t = await startIdentityTestApp();
    account = await createAccount(t.db, ['editor']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers a browser flow whose fields and labels come from the server, with a CSRF token', async () => {
    const browser = t.browser();
    const res = await browser.request('/api/.ory/self-service/login/browser');
    expect(res.statusCode).toBe(200);
    const flow = res.json<FlowJson>();
    expect(flow.type).toBe('browser');
    expect(flow.ui.method).toBe('POST');
    expect(flow.ui.action).toBe(`http://localhost/api/.ory/self-service/login?flow=${flow.id}`);
    expect(new Date(flow.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(flow.ui.nodes.map((n) => [n.group, n.attributes.name, n.attributes.type, n.meta.label?.text])).toEqual([
      ['default', 'csrf_token', 'hidden', undefined],
      ['default', 'identifier', 'email', 'Email'],
      ['password', 'password', 'password', 'Password'],
      ['password', 'method', 'submit', 'Sign in'],
    ]);
    expect(findNode(flow, 'password')?.attributes).toMatchObject({ required: true, autocomplete: 'current-password', node_type: 'input' });
    const csrfCookie = res.cookies.find((c) => c.name === 'vigil_csrf');
    expect(csrfCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // the token in the form is masked: never the cookie value itself
    expect(nodeValue(flow, 'csrf_token')).not.toContain(csrfCookie!.value);
  });

  it('signs in with the right password: session cookie, session and identity', async () => {
    const browser = t.browser();
    const res = await browser.login(account.email, account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ session: Record<string, unknown>; identity: { id: string; traits: unknown } }>();
    expect(body.identity.id).toBe(account.id);
    expect(body.identity.traits).toMatchObject({ email: account.email, name: { first: 'Pat' } });
    expect(body.session).toMatchObject({ active: true, authenticator_assurance_level: 'aal1' });
    expect(body).not.toHaveProperty('session_token');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // a day, give or take the moment between issuing the session and writing the cookie
    expect(cookie?.maxAge).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(cookie?.maxAge).toBeLessThanOrEqual(24 * 60 * 60);

    const whoami = await browser.whoami();
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toMatchObject({ active: true, identity: { id: account.id, state: 'active' }, authentication_methods: [{ method: 'password', aal: 'aal1' }] });
    const { rows } = await t.db.query<{ last_login: Date | null }>('SELECT last_login FROM people WHERE id = $1', [account.id]);
    expect(rows[0]!.last_login).not.toBeNull();
    expect(await t.identity.sessions.findActive(browser.cookies.get(SESSION_COOKIE)!)).toMatchObject({ personId: account.id, aal: 'aal1' });
  });

  it('accepts the email in any case', async () => {
    const res = await t.browser().login(account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown account with the same message, and sets no session', async () => {
    for (const [email, password] of [
      [account.email, 'not the password'],
      ['nobody@example.com', account.password],
    ] as const) {
      const browser = t.browser(`10.1.0.${email.length}`);
      const res = await browser.login(email, password);
      expect(res.statusCode).toBe(400);
      const flow = res.json<FlowJson>();
      expect(flow.ui.messages).toEqual([
        expect.objectContaining({ id: 4000006, type: 'error', text: expect.stringContaining('credentials are invalid') }),
      ]);
      expect(nodeValue(flow, 'identifier')).toBe(email);
      expect(nodeValue(flow, 'password')).toBeUndefined();
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await browser.whoami()).statusCode).toBe(401);
    }
  });

  it('names the missing fields under them', async () => {
    const browser = t.browser();
    const flow = await browser.createFlow('login');
    const res = await browser.submit(flow, { method: 'password', identifier: '', password: '' });
    expect(res.statusCode).toBe(400);
    const answered = res.json<FlowJson>();
    expect(findNode(answered, 'identifier')?.messages[0]).toMatchObject({ id: 4000002, text: 'Property identifier is missing.' });
    expect(findNode(answered, 'password')?.messages[0]).toMatchObject({ id: 4000002, text: 'Property password is missing.' });
  });

  it('works as plain browser navigation: 303 to the login page, form post, 303 to return_to', async () => {
    const browser = t.browser();
    const start = await browser.request('/api/.ory/self-service/login/browser?return_to=/incidents', { acceptJson: false });
    expect(start.statusCode).toBe(303);
    const location = new URL(start.headers.location as string);
    expect(location.pathname).toBe('/login');
    const flowId = location.searchParams.get('flow')!;
    const flow = (await browser.request(`/api/.ory/self-service/login/flows?id=${flowId}`)).json<FlowJson>();
    expect(flow.return_to).toBe('http://localhost/incidents');

    const wrong = await browser.request(actionPath(flow), {
      form: { csrf_token: nodeValue(flow, 'csrf_token')!, method: 'password', identifier: account.email, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(`http://localhost/login?flow=${flowId}`);

    const res = await browser.request(actionPath(flow), {
      form: { csrf_token: nodeValue(flow, 'csrf_token')!, method: 'password', identifier: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost/incidents');
    expect((await browser.whoami()).statusCode).toBe(200);
  });

  it('answers 400 session_already_available when opening a login while signed in', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const res = await browser.request('/api/.ory/self-service/login/browser');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { id: 'session_already_available', code: 400 } });
    const navigation = await browser.request('/api/.ory/self-service/login/browser', { acceptJson: false });
    expect(navigation.statusCode).toBe(303);
    expect(navigation.headers.location).toBe('http://localhost/');
  });

  it('API flows have no CSRF token and answer a session token usable as X-Session-Token', async () => {
    const client = t.browser();
    const flow = (await client.request('/api/.ory/self-service/login/api')).json<FlowJson>();
    expect(flow.type).toBe('api');
    expect(findNode(flow, 'csrf_token')).toBeUndefined();
    const res = await client.request(actionPath(flow), { json: { method: 'password', identifier: account.email, password: account.password } });
    expect(res.statusCode).toBe(200);
    const { session_token: token } = res.json<{ session_token: string }>();
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const api = t.browser();
    expect((await api.request('/api/.ory/sessions/whoami', { headers: { 'x-session-token': token } })).statusCode).toBe(200);
    expect((await api.request('/api/.ory/sessions/whoami', { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect(await t.identity.sessions.findActive(token)).toMatchObject({ personId: account.id });
  });

  it('keeps only argon2id hashes of passwords and SHA-256 digests of session tokens', async () => {
    const res = await t.browser().request('/api/.ory/self-service/login/api');
    const flow = res.json<FlowJson>();
    const login = await t.browser().request(actionPath(flow), { json: { method: 'password', identifier: account.email, password: account.password } });
    const token = login.json<{ session_token: string }>().session_token;
    const [sessionId, secret] = token.split('.');
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM identity_sessions WHERE id = $1', [sessionId]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret!).digest('hex'));
    expect(rows[0]!.token_hash).not.toContain(secret);
    const creds = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM identity_credentials WHERE identity_id = $1', [account.id]);
    expect(creds.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses deleted people and inactive identities, and ends their sessions', async () => {
    const gone = await createAccount(t.db, ['viewer']);
    const browser = t.browser();
    await browser.login(gone.email, gone.password);
    const cookie = browser.cookies.get(SESSION_COOKIE)!;
    await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [gone.id]);
    expect((await browser.whoami()).statusCode).toBe(401);
    expect(await t.identity.sessions.findActive(cookie)).toBeNull();
    const deletedLogin = await t.browser().login(gone.email, gone.password);
    expect(deletedLogin.statusCode).toBe(400);
    expect(messageIds(deletedLogin.json())).toEqual([4000006]);

    const paused = await createAccount(t.db, ['viewer']);
    await t.db.query(`UPDATE identities SET state = 'inactive' WHERE id = $1`, [paused.id]);
    const inactiveLogin = await t.browser().login(paused.email, paused.password);
    expect(inactiveLogin.statusCode).toBe(400);
    expect(inactiveLogin.json<FlowJson>().ui.messages?.[0]).toMatchObject({ id: 4000010, text: expect.stringContaining('not active') });
  });

  it('answers 401 session_inactive on whoami without a session', async () => {
    const res = await t.browser().whoami();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { id: 'session_inactive', code: 401, status: 'Unauthorized', reason: expect.any(String), message: expect.any(String) },
    });
  });
});
