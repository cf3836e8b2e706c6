import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '#test/support/test-db.ts';
import { BrowserClient } from './support/browser-client.ts';
import { startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

async function count(t: IdentityTestApp, table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

describe(`starting flows without signing in is limited per address (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts 60 flows a minute from one address, then answers 429 with Retry-After and stores nothing more', async () => {
    const client = t.browser('10.40.0.1');
    const kinds = ['login', 'registration', 'recovery', 'verification'];
    for (let i = 0; i < 60; i += 1) {
      const res = await client.request(`/api/.ory/self-service/${kinds[i % kinds.length]}/api`);
      expect(res.statusCode, `flow ${i + 1}`).toBe(200);
    }
    const flows = await count(t, 'identity_flows');
    const errors = await count(t, 'identity_flow_errors');

    const refused = await client.request('/api/.ory/self-service/login/api');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 429,
        status: 'Too Many Requests',
        reason: expect.stringMatching(/^Too many self-service flows were started from this address; try again in \d+ seconds\.$/),
        message: 'Too many requests',
        details: { retry_after_seconds: expect.any(Number) },
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // a browser navigation gets the same answer, not a redirect to a stored error
    const navigation = await new BrowserClient(t.app, '10.40.0.1').request('/api/.ory/self-service/login/browser', { acceptJson: false });
    expect(navigation.statusCode).toBe(429);
    expect(navigation.headers['set-cookie']).toBeUndefined();
    expect(await count(t, 'identity_flows')).toBe(flows);
    expect(await count(t, 'identity_flow_errors')).toBe(errors);

    // another address is not affected, and a minute later this one may start flows again
    expect((await t.browser('10.40.0.2').request('/api/.ory/self-service/login/api')).statusCode).toBe(200);
    await t.db.query(`UPDATE identity_rate_limit_hits SET hit_at = hit_at - interval '61 seconds' WHERE key = '10.40.0.1'`);
    expect((await client.request('/api/.ory/self-service/login/api')).statusCode).toBe(200);
  });

  it('counts on every replica sharing the database', async () => {
    for (let i = 0; i < 60; i += 1) expect((await t.browser('10.41.0.1').request('/api/.ory/self-service/login/api')).statusCode).toBe(200);
    const replica = new BrowserClient(await t.replica(), '10.41.0.1');
    expect((await replica.request('/api/.ory/self-service/login/api')).statusCode).toBe(429);
  });
});
