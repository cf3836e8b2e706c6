import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionPath, nodeValue, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

describe(`flow errors (${testDbKind})`, () => {
  let t: IdentityTestApp;
  let account: TestAccount;

  beforeAll(async () => {
    t = await startIdentityTestApp({ publicUrl: 'https://vigil.example.com' });
    account = await createAccount(t.db, ['viewer']);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('security_csrf_violation (403)', () => {
    it('refuses a submission without the form token, and signs nobody in', async () => {
      const browser = t.browser();
      const flow = await browser.createFlow('login');
      const res = await browser.request(actionPath(flow), { json: { method: 'password', identifier: account.email, password: account.password } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: { id: 'security_csrf_violation', code: 403, status: 'Forbidden', message: expect.stringContaining('Cross-Site-Request-Forgery') },
      });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('refuses a flow fetched or submitted by another browser than the one that opened it', async () => {
      const owner = t.browser();
      const flow = await owner.createFlow('login');
      const stranger = t.browser();
      const fetched = await stranger.request(`/api/.ory/self-service/login/flows?id=${flow.id}`);
      expect(fetched.statusCode).toBe(403);
      expect(fetched.json()).toMatchObject({ error: { id: 'security_csrf_violation' } });
      // the stranger copies the owner's form token but has its own CSRF cookie
      await stranger.createFlow('login');
      const res = await stranger.submit(flow, { method: 'password', identifier: account.email, password: account.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { id: 'security_csrf_violation' } });
    });

    it('refuses a token that is not the browser’s own', async () => {
      const browser = t.browser();
      const flow = await browser.createFlow('login');
      const other = await t.browser().createFlow('login');
      const res = await browser.request(actionPath(flow), {
        json: { csrf_token: nodeValue(other, 'csrf_token'), method: 'password', identifier: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(403);
    });

    it('keeps the CSRF cookie of a browser across flows, so two open tabs both work', async () => {
      const browser = t.browser();
      const first = await browser.createFlow('login');
      const second = await browser.createFlow('login');
      expect((await browser.submit(first, { method: 'password', identifier: account.email, password: 'wrong password' })).statusCode).toBe(400);
      expect((await browser.submit(second, { method: 'password', identifier: account.email, password: 'wrong password' })).statusCode).toBe(400);
    });
  });

  describe('self_service_flow_expired (410)', () => {
    it('answers 410 for fetching and submitting a flow past its time', async () => {
      const browser = t.browser();
      const flow = await browser.createFlow('login');
      await t.db.query(`UPDATE identity_flows SET expires_at = now() - interval '1 minute' WHERE id = $1`, [flow.id]);
      const fetched = await browser.request(`/api/.ory/self-service/login/flows?id=${flow.id}`);
      expect(fetched.statusCode).toBe(410);
      expect(fetched.json()).toMatchObject({ error: { id: 'self_service_flow_expired', code: 410, status: 'Gone', details: { expired_at: expect.any(String) } } });
      const submitted = await browser.submit(flow, { method: 'password', identifier: account.email, password: account.password });
      expect(submitted.statusCode).toBe(410);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      // a browser posting the form is sent to a new flow instead
      const posted = await browser.request(actionPath(flow), {
        form: { csrf_token: nodeValue(flow, 'csrf_token')!, method: 'password', identifier: account.email, password: account.password },
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe('https://vigil.example.com/api/.ory/self-service/login/browser');
    });

    it('answers 404 for a flow that does not exist and 400 without a flow id', async () => {
      const browser = t.browser();
      expect((await browser.request('/api/.ory/self-service/login/flows?id=00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await browser.request('/api/.ory/self-service/login/flows?id=not-a-uuid')).statusCode).toBe(404);
      expect((await browser.request('/api/.ory/self-service/login/flows')).statusCode).toBe(400);
      const registration = await browser.createFlow('registration');
      // a registration flow is not a login flow
      expect((await browser.request(`/api/.ory/self-service/login/flows?id=${registration.id}`)).statusCode).toBe(404);
    });
  });

  describe('self_service_flow_return_to_forbidden (400)', () => {
    it('refuses a return_to outside the product, and keeps one inside it', async () => {
      const browser = t.browser();
      for (const target of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://vigil.example.com.evil.example/']) {
        const res = await browser.request(`/api/.ory/self-service/login/browser?return_to=${encodeURIComponent(target)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden', code: 400, message: 'The return_to address is not allowed.' } });
      }
      const kept = await browser.createFlow('login', `return_to=${encodeURIComponent('https://vigil.example.com/health?checkId=1')}`);
      expect(kept.return_to).toBe('https://vigil.example.com/health?checkId=1');
      const relative = await browser.createFlow('login', 'return_to=%2Fcatalog');
      expect(relative.return_to).toBe('https://vigil.example.com/catalog');
      // the address the request came in on is the product too
      const sameHost = await browser.createFlow('login', `return_to=${encodeURIComponent('http://localhost/topology')}`);
      expect(sameHost.return_to).toBe('http://localhost/topology');
    });

    it('sends a navigating browser to the flow-error page, whose error the errors endpoint answers', async () => {
      const browser = t.browser();
      const res = await browser.request('/api/.ory/self-service/registration/browser?return_to=https%3A%2F%2Fevil.example%2F', { acceptJson: false });
      expect(res.statusCode).toBe(303);
      const location = new URL(res.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe('https://vigil.example.com/error/flow');
      const id = location.searchParams.get('id')!;
      const error = await browser.request(`/api/.ory/self-service/errors?id=${id}`);
      expect(error.statusCode).toBe(200);
      expect(error.json()).toMatchObject({
        id,
        error: { id: 'self_service_flow_return_to_forbidden', code: 400, status: 'Bad Request', reason: expect.stringContaining('evil.example'), message: 'The return_to address is not allowed.' },
      });
      expect((await browser.request('/api/.ory/self-service/errors?id=00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await browser.request('/api/.ory/self-service/errors?id=nope')).statusCode).toBe(404);
    });
  });

  describe('security_identity_mismatch (400)', () => {
    it('refuses a settings flow of another identity', async () => {
      const other = await createAccount(t.db, ['viewer']);
      const alice = t.browser();
      await alice.login(account.email, account.password);
      const flow = await alice.createFlow('settings');
      const bob = t.browser();
      await bob.login(other.email, other.password);
      // bob's browser somehow holds alice's flow: give it alice's CSRF cookie
      bob.cookies.set('vigil_csrf', alice.cookies.get('vigil_csrf')!);
      const fetched = await bob.request(`/api/.ory/self-service/settings/flows?id=${flow.id}`);
      expect(fetched.statusCode).toBe(400);
      expect(fetched.json()).toMatchObject({ error: { id: 'security_identity_mismatch', code: 400 } });
      const submitted = await bob.submit(flow, { method: 'profile', traits: { email: other.email, name: { first: 'Bob', last: 'B' } } });
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json()).toMatchObject({ error: { id: 'security_identity_mismatch' } });
      const { rows } = await t.db.query<{ traits: { name: { first: string } } }>('SELECT traits FROM identities WHERE id = $1', [account.id]);
      expect(rows[0]!.traits.name.first).toBe('Pat');
    });
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const res = await t.browser().login(account.email, account.password);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    expect(res.cookies.find((c) => c.name === 'vigil_csrf')).toBeUndefined();
    const flowRes = await t.browser().request('/api/.ory/self-service/login/browser');
    expect(flowRes.cookies.find((c) => c.name === 'vigil_csrf')?.secure).toBe(true);
    expect(flowRes.json<FlowJson>().ui.action).toMatch(/^https:\/\/vigil\.example\.com\/api\/\.ory\/self-service\/login\?flow=/);
  });

  it('answers malformed bodies with a 4xx in the error envelope', async () => {
    const browser = t.browser();
    const flow = await browser.createFlow('login');
    const res = await browser.request(actionPath(flow), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ error: { code: res.statusCode } });
    const broken = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { 'content-type': 'application/json', cookie: `vigil_csrf=${browser.cookies.get('vigil_csrf')}` },
      payload: '{"method": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 400 } });
  });
});
