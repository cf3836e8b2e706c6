import type { TopologyComponent, TopologyResponse } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopologyRollupService } from '#src/topology/rollup/topology-rollup.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { assignTeam, componentAdder, insertCheckFor, insertTopology } from '../rollup/topology-fixtures.ts';

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

describe(`GET /api/canary/api/topology (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const db = t.db;
    ids.infra = await insertTopology(db, 'infra');
    ids.apps = await insertTopology(db, 'apps');
    const add = componentAdder(db, ids.infra!, ids);

    await add('Cluster', 'Cluster', undefined, { labels: { env: 'prod' } });
    await add('Nodes', 'NodeGroup', 'Cluster');
    await add('node-1', 'Node', 'Nodes', { properties: [{ name: 'cpu', value: 80 }, { name: 'zone', text: 'b' }] });
    await add('node-2', 'Node', 'Nodes', { properties: [{ name: 'cpu', value: 20 }, { name: 'zone', text: 'a' }] });
    await add('node-3', 'Node', 'Nodes', { hidden: true });
    await add('Namespaces', 'NamespaceGroup', 'Cluster');
    await add('default', 'Namespace', 'Namespaces');
    await add('deploy-a', 'Deployment', 'default');
    await add('pod-a', 'Pod', 'deploy-a');
    await add('container-a', 'Container', 'pod-a');
    await add('Billing', 'Application', undefined, { topologyId: ids.apps, status: 'healthy', labels: { env: 'staging' } });
    await insertCheckFor(db, ids['node-1']!, 'unhealthy');
    await insertCheckFor(db, ids['node-2']!, 'healthy');
    await assignTeam(db, ids.Cluster!, 'platform');
    await assignTeam(db, ids.Billing!, 'payments');
    await new TopologyRollupService(db).drain();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (query = '', headers: Record<string, string> = viewer.headers) =>
    t.app.inject({ method: 'GET', url: `/api/canary/api/topology${query}`, headers });
  const read = async (query = '') => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TopologyResponse;
  };
  const names = (components: readonly TopologyComponent[] | undefined) => (components ?? []).map((component) => component.name);
  const find = (components: readonly TopologyComponent[], name: string): TopologyComponent | undefined => {
    for (const component of components) {
      if (component.name === name) return component;
      const below = find(component.components ?? [], name);
      if (below) return below;
    }
    return undefined;
  };

  it('answers the roots nested five levels deep with their roll-ups and what they offer to filter by', async () => {
    const body = await read();
    expect(Object.keys(body).sort()).toEqual(['components', 'healthStatuses', 'tags', 'teams', 'types']);
    expect(names(body.components)).toEqual(['Billing', 'Cluster']);
    const cluster = find(body.components, 'Cluster')!;
    expect(cluster).toMatchObject({
      id: ids.Cluster,
      topology_id: ids.infra,
      parent_id: null,
      type: 'Cluster',
      status: 'warning',
      labels: { env: 'prod' },
      team_names: ['platform'],
      summary: { healthy: 1, unhealthy: 1, checks: { healthy: 1, unhealthy: 1 } },
    });
    expect(names(cluster.components)).toEqual(['Namespaces', 'Nodes']);
    expect(names(find(body.components, 'Nodes')!.components)).toEqual(['node-1', 'node-2']);
    expect(find(body.components, 'node-1')).toMatchObject({ status: 'unhealthy', properties: [{ name: 'cpu', value: 80 }, { name: 'zone', text: 'b' }] });
    // Cluster, Namespaces, default, deploy-a, pod-a: the fifth level has no children; container-a is beyond.
    expect(find(body.components, 'pod-a')!.components).toBeUndefined();
    expect(find(body.components, 'container-a')).toBeUndefined();
    expect(body.healthStatuses).toEqual(['healthy', 'unhealthy', 'unknown', 'warning']);
    expect(body.teams).toEqual(['payments', 'platform']);
    expect(body.types).toEqual(['Application', 'Cluster', 'Deployment', 'Namespace', 'NamespaceGroup', 'Node', 'NodeGroup', 'Pod']);
    expect(body.tags).toEqual({ env: ['prod', 'staging'] });
  });

  it('answers one component with its children to the depth asked, and 404 for an unknown id', async () => {
    const body = await read(`?id=${ids.Cluster}&depth=2`);
    expect(names(body.components)).toEqual(['Cluster']);
    const cluster = body.components[0]!;
    expect(names(cluster.components)).toEqual(['Namespaces', 'Nodes']);
    expect(cluster.components!.every((child) => child.components === undefined)).toBe(true);

    const deep = await read(`?id=${ids['deploy-a']}`);
    expect(names(deep.components)).toEqual(['deploy-a']);
    expect(names(find(deep.components, 'pod-a')!.components)).toEqual(['container-a']);

    const missing = await get('?id=0195f3a0-0000-7000-8000-000000000001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not found', message: 'component 0195f3a0-0000-7000-8000-000000000001 not found' });
    await t.db.query('UPDATE components SET deleted_at = now() WHERE id = $1', [ids['container-a']]);
    expect((await get(`?id=${ids['container-a']}`)).statusCode).toBe(404);
  });

  it('filters the listed components by status, type, team, labels, topology and agent', async () => {
    expect(names((await read('?status=warning')).components)).toEqual(['Cluster']);
    expect(names((await read('?status=!warning')).components)).toEqual(['Billing']);
    expect(names((await read('?status=healthy,warning')).components)).toEqual(['Billing', 'Cluster']);
    expect(names((await read('?team=payments')).components)).toEqual(['Billing']);
    expect(names((await read('?labels=env=prod')).components)).toEqual(['Cluster']);
    expect(names((await read(`?topologyId=${ids.apps}`)).components)).toEqual(['Billing']);
    expect(names((await read(`?agent_id=${LOCAL_AGENT}`)).components)).toEqual(['Billing', 'Cluster']);
    expect(names((await read('?agent_id=0195f3a0-0000-7000-8000-000000000002')).components)).toEqual([]);
    // A type lists the components of that type wherever they are.
    expect(names((await read('?type=Node')).components)).toEqual(['node-1', 'node-2']);
    // With an id the component itself is always answered; its children are filtered.
    const nodes = await read(`?id=${ids.Nodes}&status=unhealthy`);
    expect(names(nodes.components)).toEqual(['Nodes']);
    expect(names(nodes.components[0]!.components)).toEqual(['node-1']);
  });

  it('leaves hidden components out unless asked, and flattens on request', async () => {
    expect(names((await read(`?id=${ids.Nodes}`)).components[0]!.components)).toEqual(['node-1', 'node-2']);
    expect(names((await read(`?id=${ids.Nodes}&hidden=true`)).components[0]!.components)).toEqual(['node-1', 'node-2', 'node-3']);
    expect(names((await read('?type=Node&hidden=true')).components)).toEqual(['node-1', 'node-2', 'node-3']);

    const flat = await read(`?id=${ids.Nodes}&flatten=true`);
    expect(names(flat.components)).toEqual(['Nodes', 'node-1', 'node-2']);
    expect(flat.components.every((component) => component.components === undefined)).toBe(true);
    expect(names((await read(`?id=${ids.Nodes}&flatten=true&status=healthy`)).components)).toEqual(['Nodes', 'node-2']);
  });

  it('sorts the listed components by a field or a property, either way', async () => {
    const children = async (query: string) => names((await read(`?id=${ids.Nodes}&${query}`)).components[0]!.components);
    expect(await children('sortBy=cpu&sortOrder=desc')).toEqual(['node-1', 'node-2']);
    expect(await children('sortBy=cpu&sortOrder=asc')).toEqual(['node-2', 'node-1']);
    expect(await children('sortBy=field:zone')).toEqual(['node-2', 'node-1']);
    expect(await children('sortBy=name&sortOrder=desc')).toEqual(['node-2', 'node-1']);
    expect(await children('sortBy=status&sortOrder=desc')).toEqual(['node-1', 'node-2']);
    expect(names((await read('?sortBy=status&sortOrder=desc')).components)).toEqual(['Cluster', 'Billing']);
  });

  it('refuses bad input with the reason', async () => {
    const cases: [string, string][] = [
      ['?id=nope', 'id must be the id (uuid) of a component'],
      ['?depth=0', 'depth must be a whole number from 1 to 10'],
      ['?depth=11', 'depth must be a whole number from 1 to 10'],
      ['?depth=two', 'depth must be a whole number from 1 to 10'],
      ['?flatten=yes', 'flatten must be true or false'],
      ['?sortOrder=up', 'sortOrder must be asc or desc'],
      ['?labels=env', 'labels must be key=value pairs joined by commas; "env" is not one'],
    ];
    for (const [query, reason] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(reason);
    }
    const unknown = await get('?colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('unknown filter colour');
  });

  it('shows a link a user makes through the data API in the roll-up once computed', async () => {
    const editor = await t.person({ roles: ['editor'] });
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO config_items (config_class, type, name, health) VALUES ('Database', 'AWS::RDS::DBInstance', 'billing-db', 'unhealthy') RETURNING id",
    );
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/db/config_component_relationships',
      headers: { ...editor.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ component_id: ids.Billing, config_id: rows[0]!.id, selector_id: 'manual' }),
    });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    await new TopologyRollupService(t.db).drain();
    const billing = (await read(`?id=${ids.Billing}`)).components[0]!;
    expect(billing).toMatchObject({ status: 'unhealthy', summary: { unhealthy: 1 } });
  });

  it('lets every role that reads topologies in and refuses the others', async () => {
    for (const role of ['viewer', 'responder', 'commander', 'editor', 'admin']) {
      const person = await t.person({ roles: [role] });
      expect((await get('', person.headers)).statusCode, role).toBe(200);
    }
    expect((await get('', {})).statusCode).toBe(401);
    const agent = await t.person({ roles: ['agent'] });
    expect((await get('', agent.headers)).statusCode).toBe(403);
    const scoped = await t.tokens.create({ name: 'canaries only', personId: viewer.id, expiresInMs: null, scope: [{ resource: 'canaries', action: 'read' }], createdBy: viewer.id });
    const refused = await get('', { authorization: `Bearer ${scoped.token}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: "The access token's scope does not allow to read topologies" });
  });
});
