import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerChange } from '#src/auth/caller-changes/caller-change-bus.ts';
import { CALLER_CHANGES_CHANNEL, PostgresCallerChangeBus } from '#src/auth/caller-changes/postgres-caller-change.bus.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

/** Polls `probe` until it returns true, for at most `ms`; the time it took. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

// Replicas exist on PostgreSQL only: the embedded database belongs to one process.
describe('replicas on one PostgreSQL database tell each other about caller changes', () => {
  let db: TestDb;
  let one: AccessTestApp;
  let two: AccessTestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    one = await startAccessTestApp({ db, env: { DATABASE_URL: db.url! } });
    two = await startAccessTestApp({ db, env: { DATABASE_URL: db.url! } });
    admin = await one.person({ roles: ['admin'] });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.close();
  });

  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const rolesOn = async (t: AccessTestApp, person: TestPerson) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: person.headers })).json().payload.roles as string[];
  const aboutOn = async (t: AccessTestApp, person: TestPerson) => (await t.app.inject({ method: 'GET', url: '/api/about', headers: person.headers })).statusCode;

  it('hands a change to the other replicas, once each, and ignores announcements it cannot read', async () => {
    const heard: { bus: string; change: CallerChange }[] = [];
    const noErrors: Error[] = [];
    const first = await PostgresCallerChangeBus.open(db, db.url!, (error) => noErrors.push(error));
    const second = await PostgresCallerChangeBus.open(db, db.url!, (error) => noErrors.push(error));
    try {
      first.subscribe((change) => heard.push({ bus: 'first', change }));
      second.subscribe((change) => heard.push({ bus: 'second', change }));
      await db.query('SELECT pg_notify($1, $2)', [CALLER_CHANGES_CHANNEL, 'not json']);
      await db.query('SELECT pg_notify($1, $2)', [CALLER_CHANGES_CHANNEL, JSON.stringify({ origin: 'x', kind: 'person', id: "'; DROP TABLE people; --" })]);
      const change: CallerChange = { kind: 'token', id: '0190a7e0-0000-7000-8000-0000000000aa' };
      await first.publish(change);
      // This replica hears it before the announcement goes out.
      expect(heard[0]).toEqual({ bus: 'first', change });
      await within(2_000, async () => heard.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([
        { bus: 'first', change },
        { bus: 'second', change },
      ]);
      expect(noErrors).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('shows a role changed through one replica on the other at its next requests', async () => {
    const person = await one.person({ roles: [] });
    expect(await rolesOn(two, person)).toEqual([]);
    const granted = await one.app.inject({ method: 'POST', url: `/api/rbac/${person.id}/update_role`, headers: json(admin.headers), payload: { roles: ['commander'] } });
    expect(granted.statusCode).toBe(200);
    expect(await rolesOn(one, person)).toEqual(['commander']);
    expect(await within(2_000, async () => (await rolesOn(two, person)).includes('commander'))).toBeLessThan(2_000);
  });

  it('stops a token revoked on one replica on the other', async () => {
    const person = await one.person({ roles: ['viewer'] });
    expect(await aboutOn(two, person)).toBe(200);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM access_tokens WHERE person_id = $1', [person.id]);
    expect((await one.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${rows[0]!.id}`, headers: person.headers })).statusCode).toBe(204);
    await within(2_000, async () => (await aboutOn(two, person)) === 401);
  });

  it('applies a permission written through /api/db of one replica on the other', async () => {
    const editor = await one.person({ roles: ['editor'] });
    const deleteCanary = async () =>
      (await two.app.inject({ method: 'DELETE', url: '/api/db/canaries?id=eq.0190a7e0-0000-7000-8000-00000000beef', headers: editor.headers })).statusCode;
    expect(await deleteCanary()).toBe(204);
    const denial = await one.app.inject({ method: 'POST', url: '/api/db/permissions', headers: json(admin.headers), payload: { person_id: editor.id, object: 'canaries', action: 'write', deny: true } });
    expect(denial.statusCode).toBe(201);
    await within(2_000, async () => (await deleteCanary()) === 403);
  });
});
