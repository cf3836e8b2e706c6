import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const SPEC = { filter: { checks: [{ name: 'checkout' }] } };

/** Who changes incident rules: those who configure the workspace, not those who work incidents (issue 14). */
describe(`who may read and change incident_rules (${testDbKind})`, () => {
  let t: AccessTestApp;
  const people: Record<string, TestPerson> = {};
  let ruleId = '';

  beforeAll(async () => {
    t = await startAccessTestApp();
    for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer']) people[role] = await t.person({ roles: [role] });
    const inserted = await t.db.query<{ id: string }>('INSERT INTO incident_rules (name, spec) VALUES ($1, $2::jsonb) RETURNING id', ['stored rule', JSON.stringify(SPEC)]);
    ruleId = inserted.rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (role: string, method: 'POST' | 'PATCH', url: string, body: unknown) =>
    t.app.inject({ method, url, headers: { ...people[role]!.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const count = async (name: string) => (await t.db.query('SELECT id FROM incident_rules WHERE name = $1', [name])).rows.length;
  const storedSpec = async () => (await t.db.query<{ spec: unknown; deleted_at: unknown }>('SELECT spec, deleted_at FROM incident_rules WHERE id = $1', [ruleId])).rows[0];

  it.each(['admin', 'editor', 'commander', 'responder', 'viewer'])('lets a %s read the rules', async (role) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/db/incident_rules?select=id,name', headers: people[role]!.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ name: string }[]>().map((rule) => rule.name)).toContain('stored rule');
  });

  it.each(['admin', 'editor'])('lets a %s add a rule', async (role) => {
    const response = await send(role, 'POST', '/api/db/incident_rules', { name: `by ${role}`, spec: SPEC });
    expect(response.statusCode, response.body).toBe(201);
    expect(await count(`by ${role}`)).toBe(1);
  });

  it.each(['commander', 'responder', 'viewer'])('refuses a %s adding, changing or deleting a rule with 403, changing nothing', async (role) => {
    const added = await send(role, 'POST', '/api/db/incident_rules', { name: `by ${role}`, spec: SPEC });
    expect(added.statusCode, added.body).toBe(403);
    expect(await count(`by ${role}`)).toBe(0);
    const changed = await send(role, 'PATCH', `/api/db/incident_rules?id=eq.${ruleId}`, { spec: { filter: { checks: [{ name: '*' }] } } });
    expect(changed.statusCode, changed.body).toBe(403);
    const deleted = await send(role, 'PATCH', `/api/db/incident_rules?id=eq.${ruleId}`, { deleted_at: new Date().toISOString() });
    expect(deleted.statusCode, deleted.body).toBe(403);
    expect(await storedSpec()).toEqual({ spec: SPEC, deleted_at: null });
  });
});
