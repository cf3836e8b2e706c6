import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { CredentialRepository } from '#src/auth/identity/credential.repository.ts';
import { totpService } from '#src/auth/identity/totp.service.ts';
import { BrowserClient, messageIds, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, totpCode, type IdentityTestApp } from './support/identity-test-app.ts';

describe(`login rate limiting (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('blocks an account after 5 failures in 15 minutes, even for the right password, on every replica', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.browser(`10.2.0.${i + 1}`).login(account.email, `wrong ${i}`);
      expect(res.json<FlowJson>().ui.messages?.[0]?.id).toBe(4000006);
    }
    const blocked = await t.browser('10.2.0.99').login(account.email, account.password);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json<FlowJson>().ui.messages).toEqual([
      expect.objectContaining({ id: 4010100, type: 'error', text: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/) }),
    ]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const replica = new BrowserClient(await t.replica(), '10.2.0.100');
    expect((await replica.login(account.email, account.password)).json<FlowJson>().ui.messages?.[0]?.id).toBe(4010100);

    // once the failures are older than the window, the right password works again and clears them
    await t.db.query(`UPDATE identity_login_attempts SET attempted_at = now() - interval '16 minutes' WHERE identifier = $1`, [account.email]);
    expect((await t.browser('10.2.0.99').login(account.email, account.password)).statusCode).toBe(200);
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const victim = await createAccount(t.db);
    for (let i = 0; i < 20; i += 1) await t.browser('10.3.0.1').login(`guess${i}@example.com`, 'password1');
    const fromThere = await t.browser('10.3.0.1').login(victim.email, victim.password);
    expect(fromThere.json<FlowJson>().ui.messages?.[0]?.id).toBe(4010100);
    expect((await t.browser('10.3.0.2').login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('checks at most 5 of 12 wrong passwords sent to one account at the same time', async () => {
    const account = await createAccount(t.db);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => t.browser(`10.5.0.${i + 1}`).login(account.email, `wrong ${i}`)));
    const ids = answers.map((res) => res.json<FlowJson>().ui.messages?.[0]?.id);
    expect(ids.filter((id) => id === 4000006)).toHaveLength(5);
    expect(ids.filter((id) => id === 4010100)).toHaveLength(7);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_login_attempts WHERE identifier = $1', [account.email]);
    expect(rows[0]!.n).toBe(5);
  });

  it('checks at most 20 of 25 wrong passwords sent from one address at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => t.browser('10.6.0.1').login(`parallel-${i}@example.com`, 'password1')));
    const ids = answers.map((res) => res.json<FlowJson>().ui.messages?.[0]?.id);
    expect(ids.filter((id) => id === 4000006)).toHaveLength(20);
    expect(ids.filter((id) => id === 4010100)).toHaveLength(5);
  });

  it('counts wrong authenticator codes too', async () => {
    const account = await createAccount(t.db);
    const secret = totpService.newSecret();
    await new CredentialRepository(t.db).setTotp(account.id, secret);
    const browser = t.browser('10.4.0.1');
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);
    const flow = await browser.createFlow('login', 'aal=aal2');
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect(messageIds((await browser.submit(flow, { method: 'totp', totp_code: wrong })).json())).toEqual([4000008]);
    const blocked = await browser.submit(flow, { method: 'totp', totp_code: totpCode(secret) });
    expect(blocked.statusCode).toBe(400);
    expect(messageIds(blocked.json())).toEqual([4010100]);
    expect((await browser.whoami()).statusCode).toBe(403);
  });
});
