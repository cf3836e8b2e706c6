import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopologyRollupService } from '#src/topology/rollup/topology-rollup.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import {
  insertCheckFor,
  insertComponent,
  insertConfigFor,
  insertIncident,
  insertInsight,
  insertTopology,
  rollupOf,
} from './topology-fixtures.ts';

describe(`component roll-ups (${testDbKind})`, () => {
  let db: TestDb;
  let rollup: TopologyRollupService;
  let topologyId: string;

  beforeAll(async () => {
    db = await createTestDb();
    rollup = new TopologyRollupService(db);
    topologyId = await insertTopology(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const component = (name: string, more: { parentId?: string; status?: string } = {}) => insertComponent(db, { name, topologyId, ...more });

  it('rolls checks up: all healthy is healthy, healthy and unhealthy together is warning, only failing is unhealthy', async () => {
    const allHealthy = await component('all-healthy');
    await insertCheckFor(db, allHealthy, 'healthy');
    await insertCheckFor(db, allHealthy, 'healthy');
    const mixed = await component('mixed');
    await insertCheckFor(db, mixed, 'healthy');
    await insertCheckFor(db, mixed, 'unhealthy');
    const failing = await component('failing', { status: 'healthy' });
    await insertCheckFor(db, failing, 'unhealthy');
    const notRun = await component('not-run', { status: 'healthy' });
    await insertCheckFor(db, notRun, null);
    const halfKnown = await component('half-known');
    await insertCheckFor(db, halfKnown, 'healthy');
    await insertCheckFor(db, halfKnown, null);

    await rollup.drain();

    expect(await rollupOf(db, allHealthy)).toMatchObject({ status: 'healthy', summary: { checks: { healthy: 2 }, healthy: 1 } });
    expect(await rollupOf(db, mixed)).toMatchObject({ status: 'warning', summary: { checks: { healthy: 1, unhealthy: 1 }, warning: 1 } });
    expect(await rollupOf(db, failing)).toMatchObject({ status: 'unhealthy', summary: { checks: { unhealthy: 1 }, unhealthy: 1 } });
    // A check that never ran is unknown: alone it leaves the component unknown, beside a healthy one it counts as warning.
    expect(await rollupOf(db, notRun)).toMatchObject({ status: 'unknown', summary: { checks: { unknown: 1 } } });
    expect(await rollupOf(db, halfKnown)).toMatchObject({ status: 'warning', summary: { checks: { healthy: 1, unknown: 1 } } });
  });

  it('rolls linked configs up by their health, and ignores deleted checks and configs', async () => {
    const warned = await component('config-warning', { status: 'healthy' });
    await insertConfigFor(db, warned, 'warning');
    await insertConfigFor(db, warned, 'warning');
    const broken = await component('config-unhealthy');
    await insertConfigFor(db, broken, 'unhealthy');
    const gone = await insertConfigFor(db, broken, 'healthy');
    await db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [gone]);
    const deletedCheck = await insertCheckFor(db, broken, 'healthy');
    await db.query('UPDATE checks SET deleted_at = now() WHERE id = $1', [deletedCheck]);

    await rollup.drain();

    expect((await rollupOf(db, warned)).status).toBe('warning');
    expect(await rollupOf(db, broken)).toMatchObject({ status: 'unhealthy', summary: { checks: {} } });
  });

  it('keeps the status the topology declared when a component has no inputs', async () => {
    const declaredHealthy = await component('declared-healthy', { status: 'healthy' });
    const declaredUnhealthy = await component('declared-unhealthy', { status: 'unhealthy' });
    await rollup.drain();
    expect(await rollupOf(db, declaredHealthy)).toMatchObject({ status: 'healthy', summary: { healthy: 1, unhealthy: 0, warning: 0, unknown: 0, checks: {}, insights: {}, incidents: {} } });
    expect(await rollupOf(db, declaredUnhealthy)).toMatchObject({ status: 'unhealthy', summary: { unhealthy: 1 } });
  });

  it('rolls children up through every level, counting the leaves and adding up their checks', async () => {
    const root = await component('cluster');
    const nodes = await component('nodes', { parentId: root });
    const a = await component('node-a', { parentId: nodes });
    const b = await component('node-b', { parentId: nodes });
    const c = await component('node-c', { parentId: nodes, status: 'healthy' });
    await insertCheckFor(db, a, 'healthy');
    await insertCheckFor(db, b, 'unhealthy');
    const db1 = await component('database', { parentId: root });
    await insertConfigFor(db, db1, 'healthy');

    await rollup.drain();

    expect((await rollupOf(db, a)).status).toBe('healthy');
    expect((await rollupOf(db, b)).status).toBe('unhealthy');
    expect((await rollupOf(db, c)).status).toBe('healthy');
    // nodes: healthy and unhealthy children make warning; it counts its three leaves.
    expect(await rollupOf(db, nodes)).toMatchObject({ status: 'warning', summary: { healthy: 2, unhealthy: 1, warning: 0, checks: { healthy: 1, unhealthy: 1 } } });
    // cluster: a warning child and a healthy one make warning; it counts the four leaves below it.
    expect(await rollupOf(db, root)).toMatchObject({ status: 'warning', summary: { healthy: 3, unhealthy: 1, checks: { healthy: 1, unhealthy: 1 } } });
  });

  it('counts open insights of linked configs by type and severity, low as medium', async () => {
    const parent = await component('insights-parent');
    const service = await component('insights-service', { parentId: parent });
    const config = await insertConfigFor(db, service, 'healthy');
    await insertInsight(db, config, 'security', 'low');
    await insertInsight(db, config, 'security', 'medium');
    await insertInsight(db, config, 'security', 'critical');
    await insertInsight(db, config, 'cost', 'low');
    await insertInsight(db, config, 'cost', 'high', 'resolved');

    await rollup.drain();

    const expected = { security: { medium: 2, critical: 1 }, cost: { medium: 1 } };
    expect((await rollupOf(db, service)).summary!.insights).toEqual(expected);
    expect((await rollupOf(db, parent)).summary!.insights).toEqual(expected);
  });

  it('counts unresolved incidents with evidence on the component, its configs or its checks', async () => {
    const parent = await component('incidents-parent');
    const service = await component('incidents-service', { parentId: parent });
    const config = await insertConfigFor(db, service, 'healthy');
    const check = await insertCheckFor(db, service, 'healthy');
    await insertIncident(db, { type: 'availability', severity: 'high', on: { component_id: service } });
    await insertIncident(db, { type: 'availability', severity: 'high', on: { config_id: config } });
    await insertIncident(db, { type: 'performance', severity: 'low', on: { check_id: check } });
    const resolved = await insertIncident(db, { type: 'security', severity: 'critical', on: { component_id: service } });

    await rollup.drain();
    const expected = { availability: { high: 2 }, performance: { low: 1 }, security: { critical: 1 } };
    expect((await rollupOf(db, service)).summary!.incidents).toEqual(expected);
    expect((await rollupOf(db, parent)).summary!.incidents).toEqual(expected);

    await db.query("UPDATE incidents SET status = 'resolved' WHERE id = $1", [resolved]);
    await rollup.drain();
    const open = { availability: { high: 2 }, performance: { low: 1 } };
    expect((await rollupOf(db, service)).summary!.incidents).toEqual(open);
    expect((await rollupOf(db, parent)).summary!.incidents).toEqual(open);
  });

  it('follows a check result and a config health up to the root', async () => {
    const root = await component('app');
    const api = await component('api', { parentId: root });
    const web = await component('web', { parentId: root });
    const check = await insertCheckFor(db, api, 'healthy');
    const config = await insertConfigFor(db, web, 'healthy');
    await rollup.drain();
    expect((await rollupOf(db, root)).status).toBe('healthy');

    await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check]);
    await rollup.drain();
    expect((await rollupOf(db, api)).status).toBe('unhealthy');
    expect(await rollupOf(db, root)).toMatchObject({ status: 'warning', summary: { healthy: 1, unhealthy: 1, checks: { unhealthy: 1 } } });

    await db.query("UPDATE config_items SET health = 'unhealthy' WHERE id = $1", [config]);
    await rollup.drain();
    expect((await rollupOf(db, web)).status).toBe('unhealthy');
    expect(await rollupOf(db, root)).toMatchObject({ status: 'unhealthy', summary: { healthy: 0, unhealthy: 2 } });

    await db.query("UPDATE checks SET status = 'healthy' WHERE id = $1", [check]);
    await db.query("UPDATE config_items SET health = 'healthy' WHERE id = $1", [config]);
    await rollup.drain();
    expect(await rollupOf(db, root)).toMatchObject({ status: 'healthy', summary: { healthy: 2, unhealthy: 0, checks: { healthy: 1 } } });
  });

  it('drops a deleted child from its parent and leaves nothing marked once drained', async () => {
    const root = await component('shop');
    const good = await component('good', { parentId: root });
    const bad = await component('bad', { parentId: root });
    await insertCheckFor(db, good, 'healthy');
    await insertCheckFor(db, bad, 'unhealthy');
    await rollup.drain();
    expect((await rollupOf(db, root)).status).toBe('warning');

    await db.query('UPDATE components SET deleted_at = now() WHERE id = $1', [bad]);
    await rollup.drain();
    expect(await rollupOf(db, root)).toMatchObject({ status: 'healthy', summary: { healthy: 1, unhealthy: 0 } });
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM component_rollup_queue');
    expect(rows[0]!.count).toBe(0);
  });

  it('marks nothing when a topology run writes a component again unchanged', async () => {
    const root = await component('unchanged-root');
    await component('unchanged-child', { parentId: root, status: 'healthy' });
    await rollup.drain();
    await db.query('UPDATE components SET status = status, parent_id = parent_id, deleted_at = deleted_at, description = $2 WHERE topology_id = $1', [topologyId, 'rewritten']);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM component_rollup_queue');
    expect(rows[0]!.count).toBe(0);
  });

  it('recomputes the parent when a child is removed for good, links and all', async () => {
    const root = await component('store');
    const good = await component('store-good', { parentId: root });
    const bad = await component('store-bad', { parentId: root });
    await insertCheckFor(db, good, 'healthy');
    await insertCheckFor(db, bad, 'unhealthy');
    await insertConfigFor(db, bad, 'unhealthy');
    await rollup.drain();
    expect((await rollupOf(db, root)).status).toBe('warning');

    await db.query('DELETE FROM components WHERE id = $1', [bad]);
    await rollup.drain();
    expect(await rollupOf(db, root)).toMatchObject({ status: 'healthy', summary: { healthy: 1, unhealthy: 0, checks: { healthy: 1 } } });
  });

  it('settles a deep tree in small batches', async () => {
    const small = new TopologyRollupService(db, 2);
    let parent = await component('level-0');
    const chain = [parent];
    for (let level = 1; level <= 5; level += 1) {
      parent = await component(`level-${level}`, { parentId: parent });
      chain.push(parent);
    }
    await insertCheckFor(db, parent, 'unhealthy');
    await small.drain();
    for (const id of chain) expect(await rollupOf(db, id)).toMatchObject({ status: 'unhealthy', summary: { unhealthy: 1, checks: { unhealthy: 1 } } });
  });
});
