import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretHasher } from '#src/auth/identity/secret-hasher.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { actionPath, messageIds, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

/** Asks for a code for `email` in a new API flow of that kind (no CSRF, so nothing else is hashed). */
async function askForCode(t: IdentityTestApp, kind: 'recovery' | 'verification', email: string) {
  const client = t.browser('10.20.0.1');
  const flow = (await client.request(`/api/.ory/self-service/${kind}/api`)).json<FlowJson>();
  return client.request(actionPath(flow), { json: { method: 'code', email } });
}

describe(`recovery and verification codes per address (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('mails at most 3 recovery codes to an address in 15 minutes, and answers an unknown address alike', async () => {
    const account = await createAccount(t.db);
    for (let i = 0; i < 3; i += 1) {
      const before = t.mail.mails.length;
      expect((await askForCode(t, 'recovery', account.email)).statusCode).toBe(200);
      await t.mail.next(account.email, before);
    }
    expect(t.mail.count(account.email)).toBe(3);
    const refused = await askForCode(t, 'recovery', account.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FlowJson>().ui.messages).toEqual([
      expect.objectContaining({ id: 4010105, type: 'error', text: expect.stringMatching(/^Too many codes were asked for this address\. Try again in \d+ minutes?\.$/) }),
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // an address nobody has gets the very same answers
    for (let i = 0; i < 3; i += 1) expect((await askForCode(t, 'recovery', 'nobody-here@example.com')).statusCode).toBe(200);
    const unknownRefused = await askForCode(t, 'recovery', 'nobody-here@example.com');
    expect(unknownRefused.statusCode).toBe(400);
    expect(messageIds(unknownRefused.json())).toEqual([4010105]);

    // verification is counted on its own, and once the window has passed recovery works again
    const beforeVerification = t.mail.mails.length;
    expect((await askForCode(t, 'verification', account.email)).statusCode).toBe(200);
    expect((await t.mail.next(account.email, beforeVerification)).subject).toBe('Please verify your email address for Vigil');
    await t.db.query(`UPDATE identity_rate_limit_hits SET hit_at = now() - interval '16 minutes' WHERE key = $1`, [account.email]);
    const before = t.mail.mails.length;
    expect((await askForCode(t, 'recovery', account.email)).statusCode).toBe(200);
    expect((await t.mail.next(account.email, before)).subject).toBe('Recover access to your Vigil account');
    // nothing more was mailed while the limit held: 3 recovery mails, 1 verification mail, then the new one
    expect(t.mail.count(account.email)).toBe(5);
  });

  it.each(['recovery', 'verification'] as const)('does the same hashing for a %s code to an unknown address as to a known one', async (kind) => {
    const account = await createAccount(t.db);
    const hash = vi.spyOn(secretHasher, 'hash');
    expect((await askForCode(t, kind, account.email)).statusCode).toBe(200);
    const forKnown = hash.mock.calls.length;
    hash.mockClear();
    expect((await askForCode(t, kind, `stranger-${kind}@example.com`)).statusCode).toBe(200);
    expect(forKnown).toBeGreaterThan(0);
    expect(hash.mock.calls.length).toBe(forKnown);
  });
});

describe(`the mail leaves after the answer (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    // A relay that takes its time: a known address must not answer later than an unknown one.
    t = await startIdentityTestApp({ mailDelayMs: 1_500 });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['recovery', 'verification'] as const)('answers a %s request before a slow relay has accepted the mail', async (kind) => {
    const account = await createAccount(t.db);
    const before = t.mail.mails.length;
    expect((await askForCode(t, kind, account.email)).statusCode).toBe(200);
    expect(t.mail.mails.length).toBe(before);
    expect((await t.mail.next(account.email, before)).to).toEqual([account.email]);
  });
});
