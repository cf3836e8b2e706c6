import { expect } from 'vitest';
import type { AccessTestApp, TestPerson } from '#test/access/access-test-app.ts';

/** A live component as a user sees it in the tree: its parent by name and what it links to. */
export interface TreeRow {
  id: string;
  name: string;
  type: string | null;
  parent: string | null;
  path: string;
  is_leaf: boolean;
  status: string;
  labels: Record<string, string> | null;
  properties: Record<string, unknown>[] | null;
  configs: string[];
  checks: string[];
  teams: string[];
}

/** The helpers topology tests share: saving and running topologies as a user does, and reading what they built. */
export function topologyKit(t: () => AccessTestApp, editor: () => TestPerson) {
  const save = async (name: string, spec: unknown): Promise<string> => {
    const saved = await t().app.inject({
      method: 'POST',
      url: '/api/db/topologies',
      headers: { ...editor().headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify({ name, spec }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<{ id: string }[]>()[0]!.id;
  };

  const update = async (id: string, spec: unknown): Promise<void> => {
    const saved = await t().app.inject({
      method: 'PATCH',
      url: `/api/db/topologies?id=eq.${id}`,
      headers: { ...editor().headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ spec }),
    });
    expect(saved.statusCode, saved.body).toBe(204);
  };

  const run = async (id: string) => {
    const response = await t().app.inject({ method: 'POST', url: `/api/topology/run/${id}`, headers: editor().headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message: string; payload: { status: string; success_count: number; error_count: number; deleted_count: number; errors: string[] } }>().payload;
  };

  const tree = async (topologyId: string): Promise<TreeRow[]> => {
    const { rows } = await t().db.query<TreeRow>(
      `SELECT c.id, c.name, c.type, p.name AS parent, c.path, c.is_leaf, c.status, c.labels, c.properties,
              coalesce((SELECT array_agg(i.name ORDER BY i.name) FROM config_component_relationships r JOIN config_items i ON i.id = r.config_id
                        WHERE r.component_id = c.id AND r.deleted_at IS NULL), '{}') AS configs,
              coalesce((SELECT array_agg(k.name ORDER BY k.name) FROM check_component_relationships r JOIN checks k ON k.id = r.check_id
                        WHERE r.component_id = c.id AND r.deleted_at IS NULL), '{}') AS checks,
              coalesce((SELECT array_agg(tm.name ORDER BY tm.name) FROM team_components r JOIN teams tm ON tm.id = r.team_id
                        WHERE r.component_id = c.id), '{}') AS teams
       FROM components c LEFT JOIN components p ON p.id = c.parent_id
       WHERE c.topology_id = $1 AND c.deleted_at IS NULL
       ORDER BY c.path, c.name`,
      [topologyId],
    );
    return rows;
  };

  /** `parent > name` for every live component, sorted: the shape of the tree at a glance. */
  const shape = async (topologyId: string): Promise<string[]> => (await tree(topologyId)).map((row) => `${row.parent ?? '-'} > ${row.name}`).sort();

  const component = async (topologyId: string, name: string): Promise<TreeRow> => {
    const found = (await tree(topologyId)).filter((row) => row.name === name);
    expect(found, `component ${name}`).toHaveLength(1);
    return found[0]!;
  };

  const property = (row: TreeRow, name: string) => row.properties?.find((entry) => entry.name === name);

  return { save, update, run, tree, shape, component, property };
}

/** Seeds config items, canaries with checks and a team straight into the database. */
export async function seedSources(t: AccessTestApp): Promise<void> {
  const item = async (name: string, type: string, tags: Record<string, string>, labels: Record<string, string>, config: unknown, health = 'healthy') => {
    await t.db.query(
      'INSERT INTO config_items (name, type, config_class, tags, labels, config, health) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7)',
      [name, type, type.split('::')[1], JSON.stringify(tags), JSON.stringify(labels), JSON.stringify(config), health],
    );
  };
  await item('shop-db', 'Postgres::Database', { namespace: 'shop' }, { tier: 'data' }, { size_mb: 512, version: '16.2', replicas: 2 });
  await item('storefront', 'Kubernetes::Deployment', { namespace: 'shop', cluster: 'demo' }, { app: 'storefront', team: 'web' }, { spec: { replicas: 3 } });
  await item('cart', 'Kubernetes::Deployment', { namespace: 'shop', cluster: 'demo' }, { app: 'cart', team: 'web' }, { spec: { replicas: 1 } });
  await item('payments', 'Kubernetes::Deployment', { namespace: 'billing', cluster: 'demo' }, { app: 'payments', team: 'billing' }, { spec: { replicas: 2 } }, 'unhealthy');
  await item('storefront-pod', 'Kubernetes::Pod', { namespace: 'shop', cluster: 'demo' }, { app: 'storefront' }, { status: { phase: 'Running' } });
  await item('cart-pod', 'Kubernetes::Pod', { namespace: 'shop', cluster: 'demo' }, { app: 'cart' }, { status: { phase: 'Pending' } });

  const { rows } = await t.db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ('shop-checks', '{}'::jsonb) RETURNING id");
  const canaryId = rows[0]!.id;
  const check = async (name: string, type: string, labels: Record<string, string>, status: string) => {
    await t.db.query('INSERT INTO checks (canary_id, name, type, labels, status) VALUES ($1, $2, $3, $4::jsonb, $5)', [canaryId, name, type, JSON.stringify(labels), status]);
  };
  await check('storefront-http', 'http', { app: 'storefront' }, 'healthy');
  await check('cart-http', 'http', { app: 'cart' }, 'unhealthy');
  await check('shop-db-port', 'tcp', { app: 'shop-db' }, 'healthy');
  await t.db.query("INSERT INTO teams (name) VALUES ('web'), ('billing')");
}
