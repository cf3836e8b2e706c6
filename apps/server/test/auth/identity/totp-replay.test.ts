import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialRepository } from '#src/auth/identity/credential.repository.ts';
import { totpService } from '#src/auth/identity/totp.service.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { messageIds, type BrowserClient } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, totpCode, type IdentityTestApp, type TestAccount } from './support/identity-test-app.ts';

const PERIOD_MS = 30_000;

describe(`an authenticator code signs in once (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function withAuthenticator(): Promise<{ account: TestAccount; secret: string }> {
    const account = await createAccount(t.db);
    const secret = totpService.newSecret();
    await new CredentialRepository(t.db).setTotp(account.id, secret);
    return { account, secret };
  }

  /** Signed in with the password, and an open second-factor login flow. */
  async function halfwayIn(account: TestAccount, address: string): Promise<{ browser: BrowserClient; submitCode: (code: string) => ReturnType<BrowserClient['submit']> }> {
    const browser = t.browser(address);
    expect((await browser.login(account.email, account.password)).statusCode).toBe(200);
    const flow = await browser.createFlow('login', 'aal=aal2');
    return { browser, submitCode: (code) => browser.submit(flow, { method: 'totp', totp_code: code }) };
  }

  it('refuses a code already used, and any code of a period already used, in another browser', async () => {
    const { account, secret } = await withAuthenticator();
    const now = Date.now();
    const first = await halfwayIn(account, '10.30.0.1');
    expect((await first.submitCode(totpCode(secret, now))).statusCode).toBe(200);
    expect((await first.browser.whoami()).statusCode).toBe(200);

    const second = await halfwayIn(account, '10.30.0.2');
    const replayed = await second.submitCode(totpCode(secret, now));
    expect(replayed.statusCode).toBe(400);
    expect(messageIds(replayed.json())).toEqual([4000008]);
    // the previous period's code is still within the clock drift allowed, but older than the one used
    const older = await second.submitCode(totpCode(secret, now - PERIOD_MS));
    expect(messageIds(older.json())).toEqual([4000008]);
    expect((await second.browser.whoami()).statusCode).toBe(403);
    // a code of a later period is new
    expect((await second.submitCode(totpCode(secret, now + PERIOD_MS))).statusCode).toBe(200);
    expect((await second.browser.whoami()).statusCode).toBe(200);
  });

  it('lets exactly one of two browsers sending the same code at the same time in', async () => {
    const { account, secret } = await withAuthenticator();
    const [a, b] = await Promise.all([halfwayIn(account, '10.31.0.1'), halfwayIn(account, '10.31.0.2')]);
    const code = totpCode(secret);
    const answers = await Promise.all([a!.submitCode(code), b!.submitCode(code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});
