import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSession, SessionLookup } from '#src/auth/auth-contracts.ts';
import { AccessTokenService } from '#src/auth/tokens/access-token.service.ts';
import { AuthenticationService, type Authenticated } from '#src/rbac/authentication.service.ts';
import { CallerCache } from '#src/rbac/caller-cache.ts';
import { CallerService } from '#src/rbac/caller.service.ts';
import { actionPath, type FlowJson } from '../auth/identity/support/browser-client.ts';
import { createAccount, type TestAccount } from '../auth/identity/support/identity-test-app.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

const MISSING_ID = '0190a7e0-0000-7000-8000-00000000beef';

/** The test's database, counting the statements the server sends. */
function countingDb(db: TestDb): TestDb & { statements: () => number } {
  let count = 0;
  return {
    ...db,
    query: (sql, params) => {
      count += 1;
      return db.query(sql, params);
    },
    statements: () => count,
  };
}

describe(`the authenticated caller is reused, and dropped when it changes (${testDbKind})`, () => {
  let db: ReturnType<typeof countingDb>;
  let t: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    db = countingDb(await createTestDb({ migrated: true }));
    t = await startAccessTestApp({ db });
    admin = await t.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
  });

  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const signIn = async (account: TestAccount): Promise<Record<string, string>> => {
    const flow = (await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api' })).json<FlowJson>();
    const login = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { method: 'password', identifier: account.email, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { 'x-session-token': login.json<{ session_token: string }>().session_token };
  };
  const about = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/about', headers });
  const deleteCanary = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/db/canaries?id=eq.${MISSING_ID}`, headers });

  it('answers a request whose caller it knows without a statement to the database', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const account = await createAccount(t.db, ['viewer']);
    const session = await signIn(account);
    for (const headers of [person.headers, session]) {
      expect((await about(headers)).statusCode).toBe(200);
      const before = db.statements();
      expect((await about(headers)).statusCode).toBe(200);
      expect(db.statements() - before).toBe(0);
    }
  });

  it('refuses a wrong secret on a live token and session id every time, even while their caller is cached', async () => {
    const person = await t.person({ roles: ['viewer'] });
    const account = await createAccount(t.db, ['viewer']);
    const session = await signIn(account);
    expect((await about(person.headers)).statusCode).toBe(200);
    expect((await about(session)).statusCode).toBe(200);
    const flip = (value: string) => `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await about({ authorization: `Bearer ${flip(person.token)}` })).statusCode).toBe(401);
      expect((await about({ 'x-session-token': flip(session['x-session-token']!) })).statusCode).toBe(401);
    }
  });

  it('ends a session at logout: the very next request with it is refused', async () => {
    const session = await signIn(await createAccount(t.db, ['viewer']));
    expect((await about(session)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/.ory/self-service/logout/api',
      headers: { 'content-type': 'application/json' },
      payload: { session_token: session['x-session-token'] },
    });
    expect(logout.statusCode).toBe(204);
    const refused = await about(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The session has expired or was signed out; sign in again');
  });

  it('signs the other sessions out at once when the password changes', async () => {
    const account = await createAccount(t.db, ['viewer']);
    const laptop = await signIn(account);
    const phone = await signIn(account);
    expect((await about(phone)).statusCode).toBe(200);
    const flow = (await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/settings/api', headers: laptop })).json<FlowJson>();
    const changed = await t.app.inject({
      method: 'POST',
      url: actionPath(flow),
      headers: { ...json(laptop), accept: 'application/json' },
      payload: { method: 'password', password: 'a brand new passphrase 7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await about(phone)).statusCode).toBe(401);
    expect((await about(laptop)).statusCode).toBe(200);
  });

  it('applies a role change made through the API to the next request', async () => {
    const session = await signIn(await createAccount(t.db, ['viewer']));
    const { rows } = await t.db.query<{ identity_id: string }>('SELECT identity_id FROM identity_sessions WHERE id = $1', [session['x-session-token']!.split('.')[0]]);
    const personId = rows[0]!.identity_id;
    expect((await deleteCanary(session)).statusCode).toBe(403);
    const promoted = await t.app.inject({ method: 'POST', url: `/api/rbac/${personId}/update_role`, headers: json(admin.headers), payload: { roles: ['editor'] } });
    expect(promoted.statusCode).toBe(200);
    expect((await deleteCanary(session)).statusCode).toBe(204);
    const demoted = await t.app.inject({ method: 'POST', url: `/api/rbac/${personId}/update_role`, headers: json(admin.headers), payload: { roles: ['viewer'], replace: true } });
    expect(demoted.statusCode).toBe(200);
    expect((await deleteCanary(session)).statusCode).toBe(403);
  });

  it('applies permissions and team membership written through /api/db to the next request', async () => {
    const editor = await t.person({ roles: ['editor'] });
    expect((await deleteCanary(editor.headers)).statusCode).toBe(204);
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/db/teams',
      headers: { ...json(admin.headers), prefer: 'return=representation' },
      payload: { name: 'read-only canaries' },
    });
    expect(team.statusCode).toBe(201);
    const teamId = (team.json() as { id: string }[])[0]!.id;
    const denial = await t.app.inject({ method: 'POST', url: '/api/db/permissions', headers: json(admin.headers), payload: { team_id: teamId, object: 'canaries', action: 'write', deny: true } });
    expect(denial.statusCode).toBe(201);
    expect((await deleteCanary(editor.headers)).statusCode).toBe(204);

    const joined = await t.app.inject({ method: 'POST', url: '/api/db/team_members', headers: json(admin.headers), payload: { team_id: teamId, person_id: editor.id } });
    expect(joined.statusCode).toBe(201);
    expect((await deleteCanary(editor.headers)).statusCode).toBe(403);

    const left = await t.app.inject({ method: 'DELETE', url: `/api/db/team_members?team_id=eq.${teamId}&person_id=eq.${editor.id}`, headers: admin.headers });
    expect(left.statusCode).toBe(204);
    expect((await deleteCanary(editor.headers)).statusCode).toBe(204);
  });

  it("keeps the session's assurance level with the cached caller, for the checks that read it", async () => {
    const person = await t.person({ roles: ['viewer'] });
    let lookups = 0;
    const sessions: SessionLookup = {
      findActive: async (token): Promise<ActiveSession | null> => {
        lookups += 1;
        return token === 'second-factor-session' ? { sessionId: 's-aal2', personId: person.id, aal: 'aal2' } : null;
      },
    };
    const cache = new CallerCache<Authenticated>({ ttlMs: 5_000, maxEntries: 10 });
    const authentication = new AuthenticationService(sessions, new AccessTokenService(t.db), new CallerService(t.db), cache);
    for (let i = 0; i < 2; i += 1) {
      const result = await authentication.authenticate({ 'x-session-token': 'second-factor-session' });
      expect(result).toMatchObject({ ok: true, caller: { personId: person.id, via: 'session', sessionId: 's-aal2', aal: 'aal2' } });
    }
    expect(lookups).toBe(1);
  });

  it('refuses a deleted user on the next request', async () => {
    const account = await createAccount(t.db, ['editor']);
    const session = await signIn(account);
    expect((await about(session)).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/people/${account.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await about(session)).statusCode).toBe(401);
  });
});

describe(`changes made outside the API reach cached callers within CALLER_CACHE_TTL (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp({ env: { CALLER_CACHE_TTL: '1s' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads a role granted in the database once the cached caller has expired', async () => {
    const person = await t.person({ roles: [] });
    const whoami = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: person.headers })).json().payload.roles as string[];
    expect(await whoami()).toEqual([]);
    await t.db.query("INSERT INTO person_roles (person_id, role) VALUES ($1, 'commander')", [person.id]);
    const changedAt = Date.now();
    let roles = await whoami();
    while (roles.length === 0 && Date.now() - changedAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      roles = await whoami();
    }
    expect(roles).toEqual(['commander']);
    expect(Date.now() - changedAt).toBeLessThan(1_500);
  });
});
