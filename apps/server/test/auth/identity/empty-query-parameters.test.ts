import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { findNode, messageIds, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

const INVITATION_ONLY = 4010101;
const INVITATION_INVALID = 4010102;

// The established web client always sends every optional parameter of a flow, empty when it means the default.
describe(`empty optional parameters of the identity flows mean the defaults (${testDbKind})`, () => {
  let t: IdentityTestApp;
  let account: TestAccount;

  beforeAll(async () => {
    t = await startIdentityTestApp();
    account = await createAccount(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens a login flow for ?refresh=false&aal=&return_to=/ as the client sends it', async () => {
    const res = await t.browser().request('/api/.ory/self-service/login/browser?refresh=false&aal=&return_to=/');
    expect(res.statusCode).toBe(200);
    const flow = res.json<FlowJson & { refresh: boolean; requested_aal: string }>();
    expect(flow.return_to).toBe('http://localhost/');
    expect(findNode(flow, 'identifier')?.attributes.type).toBe('email');
    expect(findNode(flow, 'password')).toBeDefined();
    expect(findNode(flow, 'totp_code')).toBeUndefined();
  });

  it('opens login flows with every optional parameter empty, browser and API', async () => {
    for (const path of ['/api/.ory/self-service/login/browser?refresh=&aal=&return_to=', '/api/.ory/self-service/login/api?refresh=&aal=']) {
      const res = await t.browser().request(path);
      expect(res.statusCode, path).toBe(200);
      const flow = res.json<FlowJson>();
      expect(flow.return_to, path).toBeUndefined();
      expect(findNode(flow, 'password'), path).toBeDefined();
    }
  });

  it('still refuses a login flow for a signed-in browser when aal and refresh are empty', async () => {
    const browser = t.browser();
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);
    const res = await browser.request('/api/.ory/self-service/login/browser?refresh=&aal=');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { id: 'session_already_available' } });
  });

  it('reads an empty invite as no invitation, not as an invalid one', async () => {
    const res = await t.browser().request('/api/.ory/self-service/registration/browser?invite=&return_to=');
    expect(res.statusCode).toBe(200);
    const ids = messageIds(res.json<FlowJson>());
    expect(ids).toContain(INVITATION_ONLY);
    expect(ids).not.toContain(INVITATION_INVALID);
  });

  it('opens recovery and verification flows with an empty return_to', async () => {
    for (const kind of ['recovery', 'verification']) {
      const res = await t.browser().request(`/api/.ory/self-service/${kind}/browser?return_to=`);
      expect(res.statusCode, kind).toBe(200);
      const flow = res.json<FlowJson>();
      expect(flow.return_to, kind).toBeUndefined();
      expect(findNode(flow, 'email'), kind).toBeDefined();
    }
  });

  it('opens a settings flow with an empty return_to', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const res = await browser.request('/api/.ory/self-service/settings/browser?return_to=');
    expect(res.statusCode).toBe(200);
    expect(res.json<FlowJson>().return_to).toBeUndefined();
  });

  it('logs out with an empty return_to, landing on the sign-in page', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const urlRes = await browser.request('/api/.ory/self-service/logout/browser?return_to=');
    expect(urlRes.statusCode).toBe(200);
    const logoutUrl = new URL(urlRes.json<{ logout_url: string }>().logout_url);
    expect(logoutUrl.searchParams.has('return_to')).toBe(false);
    const out = await browser.request(`${logoutUrl.pathname}${logoutUrl.search}&return_to=`, { acceptJson: false });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('http://localhost/login');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('keeps an empty required parameter an error: the logout token', async () => {
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const res = await browser.request('/api/.ory/self-service/logout?token=');
    expect(res.statusCode).toBe(400);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
  });
});
