import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityHousekeeping } from '#src/auth/identity/housekeeping.service.ts';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

async function count(t: IdentityTestApp, table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

describe(`identity housekeeping (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes long-expired flows, old flow errors, long-ended sessions and stale failures, and keeps the rest', async () => {
    const account = await createAccount(t.db);
    const old = t.browser();
    await old.login(account.email, account.password);
    const current = t.browser();
    await current.login(account.email, account.password);
    const stale = await old.createFlow('verification');
    await current.createFlow('verification');
    await t.browser('10.9.0.1').login(account.email, 'wrong password');
    await t.browser().request('/api/.ory/self-service/login/browser?return_to=https%3A%2F%2Fevil.example', { acceptJson: false });

    await t.db.query(`UPDATE identity_flows SET expires_at = now() - interval '2 days' WHERE id = $1`, [stale.id]);
    await t.db.query(`UPDATE identity_flow_errors SET created_at = now() - interval '2 days'`);
    await t.db.query(`UPDATE identity_sessions SET expires_at = now() - interval '31 days' WHERE id = $1`, [old.cookies.get(SESSION_COOKIE)!.split('.')[0]]);
    await t.db.query(`UPDATE identity_login_attempts SET attempted_at = now() - interval '1 hour'`);
    const flowsBefore = await count(t, 'identity_flows');

    await new IdentityHousekeeping(t.db).run();
    expect(await count(t, 'identity_flows')).toBe(flowsBefore - 1);
    expect((await t.db.query('SELECT 1 FROM identity_flows WHERE id = $1', [stale.id])).rows).toHaveLength(0);
    expect(await count(t, 'identity_flow_errors')).toBe(0);
    expect(await count(t, 'identity_sessions')).toBe(1);
    expect(await count(t, 'identity_login_attempts')).toBe(0);
    expect((await current.whoami()).statusCode).toBe(200);
  });

  it('purges every flow expired more than an hour ago, batch after batch, and the rate-limit counts no window needs', async () => {
    const insertFlows = (count: number, expiredFor: string) =>
      t.db.query(
        `INSERT INTO identity_flows (kind, type, state, request_url, expires_at)
         SELECT 'login', 'api', 'choose_method', 'http://localhost/api/.ory/self-service/login/api', now() - $2::interval
         FROM generate_series(1, $1::int)`,
        [count, expiredFor],
      );
    await t.db.query('DELETE FROM identity_flows');
    await t.db.query('DELETE FROM identity_rate_limit_hits');
    // more than two batches of 500, as a flood of abandoned flows leaves them
    await insertFlows(1_234, '2 hours');
    await insertFlows(3, '30 minutes');
    await t.db.query(
      `INSERT INTO identity_rate_limit_hits (bucket, key, hit_at)
       SELECT 'flow-creation', '10.9.9.' || n, now() - interval '2 hours' FROM generate_series(1, 700) AS n`,
    );
    await t.db.query(`INSERT INTO identity_rate_limit_hits (bucket, key) VALUES ('recovery-code', 'recent@example.com')`);

    await new IdentityHousekeeping(t.db).run();
    expect(await count(t, 'identity_flows')).toBe(3);
    const { rows } = await t.db.query<{ key: string }>('SELECT key FROM identity_rate_limit_hits');
    expect(rows).toEqual([{ key: 'recent@example.com' }]);
  });
});
