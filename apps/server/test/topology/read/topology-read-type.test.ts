import type { TopologyComponent, TopologyResponse } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { assignTeam, componentAdder, insertTopology } from '../rollup/topology-fixtures.ts';

describe(`GET /api/canary/api/topology by type and by id (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const db = t.db;
    ids.edge = await insertTopology(db, 'edge');
    ids.core = await insertTopology(db, 'core');
    const add = componentAdder(db, ids.edge!, ids);

    await add('Region', 'Region', undefined, { labels: { tier: 'edge' } });
    await add('Rack', 'Rack', 'Region', { hidden: true });
    await add('srv-hidden', 'Server', 'Rack', { labels: { env: 'lab' } });
    await add('srv-1', 'Server', 'Region', { status: 'healthy' });
    await add('disk-1', 'Disk', 'srv-1');
    await add('part-1', 'Partition', 'disk-1', { status: 'unhealthy' });
    await add('srv-2', 'Server', undefined, { topologyId: ids.core, status: 'warning', labels: { tier: 'core' } });
    await assignTeam(db, ids.Region!, 'ops');
    await assignTeam(db, ids['srv-hidden']!, 'lab-team');
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/canary/api/topology${query}`, headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TopologyResponse;
  };
  const names = (components: readonly TopologyComponent[] | undefined) => (components ?? []).map((component) => component.name);
  const shape = (component: TopologyComponent): unknown =>
    component.components ? { [component.name]: component.components.map(shape) } : component.name;

  it('lists the components of a type wherever they are, nested to the depth, hidden ones only when asked', async () => {
    const servers = await read('?type=Server');
    expect(servers.components.map(shape)).toEqual([{ 'srv-1': [{ 'disk-1': ['part-1'] }] }, 'srv-2']);
    expect((await read('?type=Server&depth=2')).components.map(shape)).toEqual([{ 'srv-1': ['disk-1'] }, 'srv-2']);
    expect(names((await read('?type=Server&hidden=true')).components)).toEqual(['srv-1', 'srv-2', 'srv-hidden']);
    expect(names((await read('?type=Rack')).components)).toEqual([]);
    expect((await read('?type=Rack&hidden=true')).components.map(shape)).toEqual([{ Rack: ['srv-hidden'] }]);
  });

  it('combines the type with the other filters and flattens to the matching components', async () => {
    expect(names((await read('?type=Disk,Partition&status=unhealthy')).components)).toEqual(['part-1']);
    expect(names((await read('?type=!Server,!Region')).components)).toEqual(['disk-1', 'part-1']);
    expect(names((await read(`?type=Server&topologyId=${ids.core}`)).components)).toEqual(['srv-2']);
    expect(names((await read('?type=Server&status=!warning')).components)).toEqual(['srv-1']);
    expect(names((await read('?type=Server&team=ops')).components)).toEqual([]);
    expect(names((await read('?type=*&labels=tier=core')).components)).toEqual(['srv-2']);
    expect(names((await read('?type=Server&flatten=true')).components)).toEqual(['srv-1', 'srv-2']);
    expect(names((await read('?type=!Region&depth=1&flatten=true')).components)).toEqual(['disk-1', 'part-1', 'srv-1', 'srv-2']);
  });

  it('offers the same statuses, teams, types and labels to filter by with a type as without', async () => {
    const { components: _all, ...everything } = await read();
    expect(everything).toEqual({
      healthStatuses: ['healthy', 'unhealthy', 'unknown', 'warning'],
      teams: ['ops'],
      types: ['Disk', 'Partition', 'Region', 'Server'],
      tags: { tier: ['core', 'edge'] },
    });
    const { components: _servers, ...withType } = await read('?type=Partition&depth=1');
    expect(withType).toEqual(everything);
    const { components: _hidden, ...withHidden } = await read('?type=Partition&hidden=true');
    expect(withHidden).toEqual({
      healthStatuses: ['healthy', 'unhealthy', 'unknown', 'warning'],
      teams: ['lab-team', 'ops'],
      types: ['Disk', 'Partition', 'Rack', 'Region', 'Server'],
      tags: { env: ['lab'], tier: ['core', 'edge'] },
    });
    const { components: _none, ...allHidden } = await read('?hidden=true');
    expect(withHidden).toEqual(allHidden);
  });

  it('answers a component by id with its subtree to the depth, and stops at deleted components', async () => {
    expect((await read(`?id=${ids.Region}&depth=3`)).components.map(shape)).toEqual([{ Region: [{ 'srv-1': ['disk-1'] }] }]);
    expect((await read(`?id=${ids.Region}&depth=3&hidden=true`)).components.map(shape)).toEqual([
      { Region: [{ Rack: ['srv-hidden'] }, { 'srv-1': ['disk-1'] }] },
    ]);
    expect((await read(`?id=${ids['srv-1']}`)).components.map(shape)).toEqual([{ 'srv-1': [{ 'disk-1': ['part-1'] }] }]);
    await t.db.query('UPDATE components SET deleted_at = now() WHERE id = $1', [ids['disk-1']]);
    expect((await read(`?id=${ids['srv-1']}`)).components.map(shape)).toEqual(['srv-1']);
    expect(names((await read('?type=Partition')).components)).toEqual([]);
  });
});
