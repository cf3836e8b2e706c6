import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { findNode, messageIds, type FlowJson } from './support/browser-client.ts';
import { codeIn, createAccount, createInvitedPerson, linkIn, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe(`recovery and verification by emailed code (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('recovers an account: code by mail, a privileged session, then a new password in the settings flow', async () => {
    const account = await createAccount(t.db);
    const browser = t.browser();
    const flow = await browser.createFlow('recovery');
    expect(flow.state).toBe('choose_method');
    expect(findNode(flow, 'email')?.meta.label?.text).toBe('Email');

    const sent = await browser.submit(flow, { method: 'code', email: account.email });
    expect(sent.statusCode).toBe(200);
    const waiting = sent.json<FlowJson>();
    expect(waiting.state).toBe('sent_email');
    expect(messageIds(waiting)).toEqual([1060003]);
    expect(findNode(waiting, 'code')?.meta.label?.text).toBe('Recovery code');
    const mail = await t.mail.next(account.email);
    expect(mail.subject).toBe('Recover access to your Vigil account');
    expect(mail.from).toBe('vigil@test.local');
    const code = codeIn(mail.text);

    const wrong = await browser.submit(waiting, { method: 'code', code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(findNode(wrong.json(), 'code')?.messages[0]).toMatchObject({ id: 4060006, type: 'error' });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    const right = await browser.submit(waiting, { method: 'code', code });
    expect(right.statusCode).toBe(422);
    const body = right.json<{ error: { id: string }; redirect_browser_to: string }>();
    expect(body.error).toMatchObject({ id: 'browser_location_change_required', code: 422 });
    const settingsUrl = new URL(body.redirect_browser_to);
    expect(settingsUrl.pathname).toBe('/profile-settings');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.whoami()).json()).toMatchObject({ identity: { id: account.id }, authentication_methods: [{ method: 'code_recovery' }] });

    const settings = (await browser.request(`/api/.ory/self-service/settings/flows?id=${settingsUrl.searchParams.get('flow')}`)).json<FlowJson>();
    expect(settings.ui.messages?.[0]).toMatchObject({ id: 1060001, type: 'success' });
    const changed = await browser.submit(settings, { method: 'password', password: 'recovered passphrase 9' });
    expect(changed.statusCode).toBe(200);
    expect((await t.browser().login(account.email, 'recovered passphrase 9')).statusCode).toBe(200);
    expect((await t.browser().login(account.email, account.password)).statusCode).toBe(400);
    // a used code does not work twice
    expect((await browser.submit(waiting, { method: 'code', code })).statusCode).toBe(400);
  });

  it('follows the emailed recovery link to the settings page, signed in', async () => {
    const account = await createAccount(t.db);
    const browser = t.browser();
    const flow = await browser.createFlow('recovery');
    await browser.submit(flow, { method: 'code', email: account.email });
    const link = new URL(linkIn((await t.mail.next(account.email)).text, /http:\/\/localhost:8080\/api\/\.ory\/self-service\/recovery\?\S+/));
    const res = await browser.request(`${link.pathname}${link.search}`, { acceptJson: false });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/localhost\/profile-settings\?flow=/);
    expect((await browser.whoami()).statusCode).toBe(200);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const browser = t.browser();
    const flow = await browser.createFlow('recovery');
    const res = await browser.submit(flow, { method: 'code', email: 'stranger@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json<FlowJson>().state).toBe('sent_email');
    expect(messageIds(res.json())).toEqual([1060003]);
    const invalid = await browser.submit(flow, { method: 'code', email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    // sending to a known address afterwards: the only mail that arrives is that one
    const known = await createAccount(t.db);
    await browser.submit(await browser.createFlow('recovery'), { method: 'code', email: known.email });
    await t.mail.next(known.email);
    expect(t.mail.count('stranger@example.com')).toBe(0);
  });

  it('ends a code after five wrong guesses', async () => {
    const account = await createAccount(t.db);
    const browser = t.browser();
    const flow = await browser.createFlow('recovery');
    const waiting = (await browser.submit(flow, { method: 'code', email: account.email })).json<FlowJson>();
    const code = codeIn((await t.mail.next(account.email)).text);
    for (let i = 0; i < 5; i += 1) expect((await browser.submit(waiting, { method: 'code', code: otherCode(code) })).statusCode).toBe(400);
    expect((await browser.submit(waiting, { method: 'code', code })).statusCode).toBe(400);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses recovery to a signed-in browser (session_already_available)', async () => {
    const account = await createAccount(t.db);
    const browser = t.browser();
    await browser.login(account.email, account.password);
    expect((await browser.request('/api/.ory/self-service/recovery/browser')).json()).toMatchObject({ error: { id: 'session_already_available' } });
  });

  it('verifies an address by the mailed code', async () => {
    const personId = await createInvitedPerson(t.db, 'verify-me@example.com', 'Val', 'Verify');
    const browser = t.browser();
    const flow = await browser.createFlow('verification');
    const sent = await browser.submit(flow, { method: 'code', email: 'verify-me@example.com' });
    expect(sent.statusCode).toBe(200);
    expect(messageIds(sent.json())).toEqual([1080003]);
    const mail = await t.mail.next('verify-me@example.com');
    const waiting = sent.json<FlowJson>();
    const wrong = await browser.submit(waiting, { method: 'code', code: otherCode(codeIn(mail.text)) });
    expect(findNode(wrong.json(), 'code')?.messages[0]).toMatchObject({ id: 4070006 });
    const done = await browser.submit(waiting, { method: 'code', code: codeIn(mail.text) });
    expect(done.statusCode).toBe(200);
    const passed = done.json<FlowJson>();
    expect(passed.state).toBe('passed_challenge');
    expect(passed.ui.messages).toEqual([{ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }]);
    expect(findNode(passed, 'continue')?.attributes.href).toBe('http://localhost/');
    const { rows } = await t.db.query('SELECT 1 FROM identity_verified_addresses WHERE identity_id = $1 AND address = $2', [personId, 'verify-me@example.com']);
    expect(rows).toHaveLength(1);
  });

  it('verifies through the mailed link, and prefills the address of a signed-in person', async () => {
    const account = await createAccount(t.db);
    await t.db.query('DELETE FROM identity_verified_addresses WHERE identity_id = $1', [account.id]);
    const browser = t.browser();
    await browser.login(account.email, account.password);
    const flow = await browser.createFlow('verification');
    expect(findNode(flow, 'email')?.attributes.value).toBe(account.email);
    await browser.submit(flow, { method: 'code', email: account.email });
    const link = new URL(linkIn((await t.mail.next(account.email)).text, /http:\/\/localhost:8080\/api\/\.ory\/self-service\/verification\?\S+/));
    const res = await browser.request(`${link.pathname}${link.search}`, { acceptJson: false });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost/verification?flow=${flow.id}`);
    expect((await browser.whoami()).json()).toMatchObject({ identity: { verifiable_addresses: [{ verified: true }] } });
  });
});

describe(`mail without an SMTP relay (${testDbKind})`, () => {
  it('writes the recovery code and link to the server log, and the code works', async () => {
    const t = await startIdentityTestApp({ mailToLog: true });
    try {
      const account = await createAccount(t.db);
      const browser = t.browser();
      const flow = await browser.createFlow('recovery');
      const waiting = (await browser.submit(flow, { method: 'code', email: account.email })).json<FlowJson>();
      const entry = t.logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((e) => e.msg.includes(account.email));
      expect(entry?.level).toBe(30);
      expect(entry?.msg).toContain(`/api/.ory/self-service/recovery?flow=${flow.id}&code=`);
      expect(t.mail.mails).toHaveLength(0);
      const res = await browser.submit(waiting, { method: 'code', code: codeIn(entry!.msg) });
      expect(res.statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });
});
