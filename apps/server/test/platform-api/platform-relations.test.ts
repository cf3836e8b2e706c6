import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiPlugin } from '#src/rest/data-api.plugin.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

/** A small catalog: a cluster with two namespaces, a deployment in each, and a cycle between them. */
async function seedCatalog(db: TestDb): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const add = async (key: string, type: string, health: string, parent?: string) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name, external_id, health, parent_id, config)
       VALUES ($1, $2, $3, $4, $5, $6, '{}'::jsonb) RETURNING id`,
      [type.split('::')[1], type, key, [`ext/${key}`], health, parent ? ids[parent] : null],
    );
    ids[key] = rows[0]!.id;
  };
  await add('cluster', 'Kubernetes::Cluster', 'healthy');
  await add('ns-a', 'Kubernetes::Namespace', 'healthy', 'cluster');
  await add('ns-b', 'Kubernetes::Namespace', 'warning', 'cluster');
  await add('deploy-a', 'Kubernetes::Deployment', 'unhealthy', 'ns-a');
  await add('deploy-b', 'Kubernetes::Deployment', 'healthy', 'ns-b');
  // deploy-a and deploy-b depend on each other: the recursive walk must not loop.
  await db.query(
    `INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'soft'), ($2, $1, 'soft')`,
    [ids['deploy-a'], ids['deploy-b']],
  );
  return ids;
}

describe(`data API over the platform schema (${testDbKind})`, () => {
  let db: TestDb;
  let app: FastifyInstance;
  let ids: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb();
    ids = await seedCatalog(db);
    const engine = await createRestEngine(db, { schemas: ['public'] });
    app = Fastify();
    await app.register(dataApiPlugin, { prefix: '/api/db', engine });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists configs with their agent embedded through agent_id and an exact total', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/db/configs?select=name,type,agent:agent_id(id,name)&type=eq.Kubernetes::Namespace&order=name&limit=1',
      headers: { Prefer: 'count=exact' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('0-0/2');
    expect(response.json()).toEqual([{ name: 'ns-a', type: 'Kubernetes::Namespace', agent: { id: LOCAL_AGENT, name: 'local' } }]);
  });

  it('walks related configs recursively with only the id given, and filters the result by health', async () => {
    const all = await app.inject({ method: 'GET', url: `/api/db/rpc/related_configs_recursive?config_id=${ids['ns-a']}` });
    expect(all.statusCode).toBe(200);
    const names = (all.json() as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['cluster', 'deploy-a', 'deploy-b']));
    expect(names.filter((n) => n === 'deploy-b')).toHaveLength(1);

    const unhealthy = await app.inject({
      method: 'GET',
      url: `/api/db/rpc/related_configs_recursive?config_id=${ids['ns-a']}&health=in.(unhealthy,warning)&select=name,health&order=name`,
    });
    expect(unhealthy.statusCode).toBe(200);
    const rows = unhealthy.json() as { name: string; health: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.health === 'unhealthy' || r.health === 'warning')).toBe(true);
    expect(rows.map((r) => r.name)).toContain('deploy-a');
  });

  it('embeds changes of an item by their foreign key constraint name', async () => {
    await db.query(`INSERT INTO config_changes (config_id, external_change_id, change_type, summary) VALUES ($1, 'c1', 'diff', 'replicas 1 -> 2')`, [
      ids['deploy-a'],
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `/api/db/config_items?id=eq.${ids['deploy-a']}&select=name,config_changes!config_changes_config_id_fkey(change_type,summary)`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: 'deploy-a', config_changes: [{ change_type: 'diff', summary: 'replicas 1 -> 2' }] }]);
  });

  it('answers a duplicate of a unique key with 409 and the database reason', async () => {
    const body = JSON.stringify({ name: 'Duplicated' });
    const headers = { 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: '/api/db/teams', headers, body })).statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: '/api/db/teams', headers, body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: '23505', message: expect.stringContaining('teams_name_key') });
  });
});
