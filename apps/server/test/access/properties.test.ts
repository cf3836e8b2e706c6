import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from './access-test-app.ts';

describe(`feature flags: local ones over database rows (${testDbKind})`, () => {
  let dir: string;
  let t: AccessTestApp;
  let admin: TestPerson;
  let viewer: TestPerson;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-properties-'));
    const file = join(dir, 'properties.yaml');
    writeFileSync(file, ['incidents.disable: true', 'logs.disable: false', 'playbooks.disable: true', 'scrape.interval: 300'].join('\n'));
    t = await startAccessTestApp({ env: { PROPERTIES_FILE: file, PROPERTIES: 'playbooks.disable=false,topology.disable=true' } });
    admin = await t.person({ roles: ['admin'] });
    viewer = await t.person({ roles: ['viewer'] });
    await t.db.query(
      `INSERT INTO properties (name, value, description) VALUES
         ('incidents.disable', 'false', 'Turns the incidents area off'),
         ('health.disable', 'true', NULL)`,
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const list = async (person: TestPerson) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties', headers: person.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { name: string; value: string; source: string; description: string | null }[];
  };
  const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, person: TestPerson, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...person.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('lists file, environment and database flags, the environment over the file and both over the database', async () => {
    const flags = await list(viewer);
    const byName = Object.fromEntries(flags.map((f) => [f.name, f]));
    expect(byName['incidents.disable']).toEqual({ name: 'incidents.disable', value: 'true', source: 'local', description: 'Turns the incidents area off' });
    expect(byName['playbooks.disable']).toMatchObject({ value: 'false', source: 'local' });
    expect(byName['topology.disable']).toMatchObject({ value: 'true', source: 'local' });
    expect(byName['logs.disable']).toMatchObject({ value: 'false', source: 'local' });
    expect(byName['scrape.interval']).toMatchObject({ value: '300', source: 'local' });
    expect(byName['health.disable']).toMatchObject({ value: 'true', source: 'db', description: null });
    expect(flags.map((f) => f.name)).toEqual([...flags.map((f) => f.name)].sort());
  });

  it('writes database flags through /api/db/properties for who may write properties', async () => {
    const created = await write('POST', '/api/db/properties', admin, { name: 'logs.query.limit', value: '500' });
    expect(created.statusCode).toBe(201);
    expect((await list(viewer)).find((f) => f.name === 'logs.query.limit')).toMatchObject({ value: '500', source: 'db' });
    const { rows } = await t.db.query<{ created_by: string }>("SELECT created_by FROM properties WHERE name = 'logs.query.limit'", []);
    expect(rows[0]!.created_by).toBe(admin.id);
    const refused = await write('PATCH', '/api/db/properties?name=eq.logs.query.limit', viewer, { value: '1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-rbac-object']).toBe('properties');
  });

  it('refuses to create, change or delete a locally defined flag through the data API', async () => {
    const attempts = [
      () => write('POST', '/api/db/properties', admin, { name: 'topology.disable', value: 'false' }),
      () => write('PATCH', '/api/db/properties?name=eq.incidents.disable', admin, { value: 'true' }),
      () => write('DELETE', '/api/db/properties?name=eq.incidents.disable', admin),
      // One local row among others: the whole write is refused.
      () => write('PATCH', '/api/db/properties?name=like.*.disable', admin, { value: 'maybe' }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Cannot edit local feature flags: (topology|incidents)\.disable is set in the server's configuration$/);
    }
    const { rows } = await t.db.query<{ name: string; value: string }>('SELECT name, value FROM properties ORDER BY name');
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'health.disable', value: 'true' },
        { name: 'incidents.disable', value: 'false' },
      ]),
    );
    expect(rows.find((r) => r.name === 'topology.disable')).toBeUndefined();
  });

  it("lets the author of a shadowed database row be removed: that is bookkeeping, not an edit of the flag", async () => {
    const author = await t.person({ roles: ['viewer'] });
    await t.db.query("UPDATE properties SET created_by = $1 WHERE name = 'incidents.disable'", [author.id]);
    const removed = await write('DELETE', `/api/db/people?id=eq.${author.id}`, admin);
    expect(removed.statusCode).toBe(204);
    const { rows } = await t.db.query<{ value: string; created_by: string | null }>("SELECT value, created_by FROM properties WHERE name = 'incidents.disable'");
    expect(rows[0]).toEqual({ value: 'false', created_by: null });
  });
});

describe(`a properties file that cannot be used (${testDbKind})`, () => {
  let dir: string;
  let db: TestDb;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-properties-'));
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['list.yaml', '- a\n- b\n', 'it must hold one mapping of property names to values'],
    ['nested.yaml', 'incidents:\n  disable: true\n', 'the value of incidents must be text, a number or true/false'],
    ['broken.json', '{"a": ', ''],
  ])('stops the server with a clear reason (%s)', async (name, content, reason) => {
    const file = join(dir, name);
    writeFileSync(file, content);
    await expect(startAccessTestApp({ db, env: { PROPERTIES_FILE: file } })).rejects.toThrow(`Invalid properties file ${file}: ${reason}`);
  });

  it('names a missing file', async () => {
    const file = join(dir, 'missing.yaml');
    await expect(startAccessTestApp({ db, env: { PROPERTIES_FILE: file } })).rejects.toThrow(`Invalid properties file ${file}`);
  });
});
