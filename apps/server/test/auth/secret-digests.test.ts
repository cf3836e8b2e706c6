import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAccessToken } from '#src/auth/tokens/access-token-format.ts';
import { loadMigrations, migrate } from '#src/db/migrator.ts';
import { startAccessTestApp, type AccessTestApp } from '../access/access-test-app.ts';
import { createTestDb, testDbKind } from '../support/test-db.ts';
import { actionPath, type FlowJson } from './identity/support/browser-client.ts';
import { createAccount } from './identity/support/identity-test-app.ts';

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
const DIGEST = /^[0-9a-f]{64}$/;
const flip = (value: string) => `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;

describe(`random secrets are kept as SHA-256 digests (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const about = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/about', headers });

  it('refuses a wrong secret on a live session id, whose stored secret is a digest and not an argon2id hash', async () => {
    const account = await createAccount(t.db, ['viewer']);
    const flow = (await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api' })).json<FlowJson>();
    const login = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { method: 'password', identifier: account.email, password: account.password },
    });
    const token = login.json<{ session_token: string }>().session_token;
    const [sessionId, secret] = token.split('.') as [string, string];
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM identity_sessions WHERE id = $1', [sessionId]);
    expect(rows[0]!.token_hash).toMatch(DIGEST);
    expect(rows[0]!.token_hash).toBe(sha256(secret));

    expect((await about({ 'x-session-token': token })).statusCode).toBe(200);
    const wrong = `${sessionId}.${flip(secret)}`;
    for (const headers of [{ 'x-session-token': wrong }, { cookie: `vigil_session=${wrong}` }] as Record<string, string>[]) {
      expect((await about(headers)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/.ory/sessions/whoami', headers: { 'x-session-token': wrong } })).statusCode).toBe(401);
  });

  it("binds a browser flow to the digest of the browser's CSRF cookie", async () => {
    const created = await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/browser', headers: { accept: 'application/json' } });
    const cookie = created.cookies.find((c) => c.name === 'vigil_csrf')!;
    const flow = created.json<FlowJson>();
    const { rows } = await t.db.query<{ csrf_hash: string }>('SELECT csrf_hash FROM identity_flows WHERE id = $1', [flow.id]);
    expect(rows[0]!.csrf_hash).toBe(sha256(cookie.value));
    const fetch = (value: string) =>
      t.app.inject({ method: 'GET', url: `/api/.ory/self-service/login/flows?id=${flow.id}`, headers: { accept: 'application/json', cookie: `vigil_csrf=${value}` } });
    expect((await fetch(cookie.value)).statusCode).toBe(200);
    expect((await fetch(flip(cookie.value))).statusCode).toBe(403);
  });

  it('accepts an access token of an older release once by its argon2id hash, then keeps only its digest', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const secret = 'b'.repeat(43);
    const argon2Hash = await hash(secret);
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO access_tokens (name, person_id, value, created_by) VALUES ('old', $1, $2, $1) RETURNING id",
      [person.id, argon2Hash],
    );
    const id = rows[0]!.id;
    const token = formatAccessToken(id, secret);
    const stored = async () => (await t.db.query<{ value: string }>('SELECT value FROM access_tokens WHERE id = $1', [id])).rows[0]!.value;

    expect((await about({ authorization: `Bearer ${formatAccessToken(id, flip(secret))}` })).statusCode).toBe(401);
    expect(await stored()).toBe(argon2Hash);

    expect((await about({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(await stored()).toBe(sha256(secret));
    expect((await about({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await about({ authorization: `Bearer ${formatAccessToken(id, flip(secret))}` })).statusCode).toBe(401);
  });
});

describe(`upgrading a workspace to digests (${testDbKind})`, () => {
  it('ends sessions and browser flows bound to argon2id hashes, and keeps access tokens', async () => {
    const db = await createTestDb({ migrated: false });
    try {
      const migrations = loadMigrations();
      const digests = migrations.findIndex((m) => m.name.endsWith('_secret_digests'));
      expect(digests).toBeGreaterThan(0);
      await migrate(db, migrations.slice(0, digests));

      const { rows: people } = await db.query<{ id: string }>("INSERT INTO people (name, email) VALUES ('Old Timer', 'old@example.test') RETURNING id");
      const personId = people[0]!.id;
      await db.query(`INSERT INTO identities (id, traits) VALUES ($1, '{"email": "old@example.test", "name": {"first": "Old", "last": "Timer"}}'::jsonb)`, [personId]);
      const argon2Hash = await hash('c'.repeat(43));
      const session = async (tokenHash: string) =>
        (
          await db.query<{ id: string }>(
            "INSERT INTO identity_sessions (identity_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour') RETURNING id",
            [personId, tokenHash],
          )
        ).rows[0]!.id;
      const flow = async (csrfHash: string) =>
        (
          await db.query<{ id: string }>(
            "INSERT INTO identity_flows (kind, type, state, request_url, csrf_hash, expires_at) VALUES ('login', 'browser', 'choose_method', 'http://localhost/', $1, now() + interval '1 hour') RETURNING id",
            [csrfHash],
          )
        ).rows[0]!.id;
      const oldSession = await session(argon2Hash);
      const newSession = await session(sha256('d'));
      const oldFlow = await flow(argon2Hash);
      const newFlow = await flow(sha256('e'));
      await db.query("INSERT INTO access_tokens (name, person_id, value) VALUES ('old', $1, $2)", [personId, argon2Hash]);

      await migrate(db);

      const { rows: sessions } = await db.query<{ id: string; revoked: boolean }>('SELECT id, revoked_at IS NOT NULL AS revoked FROM identity_sessions');
      expect(Object.fromEntries(sessions.map((s) => [s.id, s.revoked]))).toEqual({ [oldSession]: true, [newSession]: false });
      const { rows: flows } = await db.query<{ id: string; expired: boolean }>('SELECT id, expires_at <= now() AS expired FROM identity_flows');
      expect(Object.fromEntries(flows.map((f) => [f.id, f.expired]))).toEqual({ [oldFlow]: true, [newFlow]: false });
      const { rows: tokens } = await db.query<{ value: string }>('SELECT value FROM access_tokens');
      expect(tokens).toEqual([{ value: argon2Hash }]);
    } finally {
      await db.close();
    }
  });
});
