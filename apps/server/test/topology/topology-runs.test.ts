import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceSchedulerService } from '#src/jobs/resource-scheduler.service.ts';
import { parseTopologySpec } from '#src/topology/spec/parse-topology-spec.ts';
import { topologyScheduledKind } from '#src/topology/topology-scheduled-kind.ts';
import { TopologyRunService } from '#src/topology/topology-run.service.ts';
import type { TopologyRecord } from '#src/topology/topology.repository.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { topologyKit } from './topology-test-kit.ts';

const silent = { warn: () => undefined, error: () => undefined };

describe(`topologies: their specs, Run Now and their schedule (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let viewer: TestPerson;
  const kit = topologyKit(
    () => t,
    () => editor,
  );

  const write = (person: TestPerson, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/topologies',
      headers: { ...person.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores an established Topology document unchanged, whole or as its bare spec', async () => {
    const document = {
      apiVersion: 'canaries.flanksource.com/v1',
      kind: 'Topology',
      metadata: { name: 'cluster', namespace: 'default', labels: { owner: 'platform' } },
      spec: {
        schedule: '@every 10m',
        type: 'KubernetesCluster',
        icon: 'kubernetes',
        components: [
          {
            name: 'nodes',
            type: 'KubernetesNodes',
            icon: 'server',
            lookup: { catalog: [{ name: 'nodes', selector: [{ types: ['Kubernetes::Node'] }] }] },
            forEach: { properties: [{ name: 'node', text: '$(.component.name)' }] },
            properties: [{ name: 'cpu', headline: true, unit: 'millicores', max: 4000, lookup: { catalog: [{ selector: [{ types: ['Kubernetes::Node'] }] }] } }],
          },
        ],
      },
    };
    const whole = await write(editor, { name: 'cluster', spec: document });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json<{ spec: unknown }[]>()[0]!.spec).toEqual(document);
    const bare = await write(editor, { name: 'cluster-bare', spec: document.spec });
    expect(bare.statusCode, bare.body).toBe(201);
  });

  it('refuses through /api/db a spec that cannot be built, naming every field at fault by its path', async () => {
    const refused = await write(editor, {
      name: 'broken',
      spec: {
        schedule: 'every now and then',
        components: [
          { name: 'a', lookup: { catalog: [{ selector: [] }], http: [{ url: 'http://x' }] }, status: 'purple' },
          { type: 'Nameless' },
          { name: 'b', components: [{ name: 'c', properties: [{ value: 'high' }], configs: [{ tagSelector: 'a in (' }, { fieldSelector: 'no equals sign' }], colour: 'red' }] },
          { name: 'd', forEach: { properties: [{ text: '$(.component.name)' }] } },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    const { message } = refused.json<{ message: string }>();
    expect(message).toMatch(/^Invalid topology spec: /);
    for (const expected of [
      'spec.schedule: ',
      'spec.components[0].lookup.catalog[0].selector: must have at least one selector',
      'spec.components[0].lookup.http is not supported yet: look up catalog, checks or components',
      'spec.components[0].status: must be one of healthy, unhealthy, warning, unknown',
      'spec.components[1].name: name is required (unless the component has a lookup)',
      'spec.components[2].components[0].properties[0].name: name is required',
      'spec.components[2].components[0].properties[0].value: must be a number',
      'spec.components[2].components[0].configs[0].tagSelector: must be a label selector',
      "spec.components[2].components[0].configs[1].fieldSelector: must be a field selector such as type=Kubernetes::Pod,status!=Running: 'no equals sign' is not a requirement",
      'spec.components[2].components[0].colour: unknown key',
      'spec.components[3].forEach.properties[0].name: name is required',
    ]) {
      expect(message).toContain(expected);
    }
    const { rows } = await t.db.query("SELECT 1 FROM topologies WHERE name = 'broken'");
    expect(rows).toHaveLength(0);
  });

  it("serves the Topology JSON Schema, nested components included", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/schemas/Topology.schema.json', headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    const schema = response.json<{ properties: { kind: { const: string }; apiVersion: { const: string }; spec: { properties: Record<string, { items?: { properties: Record<string, unknown> } }> } } }>();
    expect(schema.properties.kind.const).toBe('Topology');
    expect(schema.properties.apiVersion.const).toBe('canaries.flanksource.com/v1');
    const component = schema.properties.spec.properties.components!.items!;
    for (const field of ['name', 'type', 'properties', 'lookup', 'forEach', 'groupBy', 'parentLookup', 'configs', 'checks', 'components']) expect(component.properties).toHaveProperty(field);
    expect(JSON.stringify(component.properties.components)).toContain('"$ref":"#/properties/spec/properties/components/items"');
  });

  it('Run Now builds the topology, answers its job summary and records it in job history; 404, 403 and 400 otherwise', async () => {
    const id = await kit.save('run-now', { components: [{ name: 'api', type: 'Service' }] });
    const response = await t.app.inject({ method: 'POST', url: `/api/topology/run/${id}`, headers: editor.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; payload: { id: string; status: string; success_count: number } }>();
    expect(body.message).toBe('Topology run-now ran: SUCCESS');
    expect(body.payload).toMatchObject({ status: 'SUCCESS', success_count: 2 });
    const { rows } = await t.db.query<{ name: string; resource_type: string; status: string; resource_id: string }>('SELECT name, resource_type, status, resource_id FROM job_history WHERE id = $1', [body.payload.id]);
    expect(rows).toEqual([{ name: 'TopologyRun', resource_type: 'topology', status: 'SUCCESS', resource_id: id }]);
    expect(await kit.shape(id)).toEqual(['- > run-now', 'run-now > api']);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/topology/run/0190c5a8-0000-7000-8000-000000000000', headers: editor.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Topology 0190c5a8-0000-7000-8000-000000000000 not found');
    const forbidden = await t.app.inject({ method: 'POST', url: `/api/topology/run/${id}`, headers: viewer.headers });
    expect(forbidden.statusCode).toBe(403);
    // Spec 001 §6: responders and commanders may Run Now too, without write access to topologies.
    for (const role of ['responder', 'commander']) {
      const person = await t.person({ roles: [role] });
      const ran = await t.app.inject({ method: 'POST', url: `/api/topology/run/${id}`, headers: person.headers });
      expect(ran.statusCode, `${role}: ${ran.body}`).toBe(200);
    }
    const badId = await t.app.inject({ method: 'POST', url: '/api/topology/run/not-an-id', headers: editor.headers });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toContain("'not-an-id' is not a topology id");
  });

  it('a stored spec that cannot be read fails its run with the reason, and builds nothing', async () => {
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO topologies (name, spec) VALUES ('legacy', '{\"components\": [{\"type\": \"x\"}]}'::jsonb) RETURNING id");
    const outcome = (await new TopologyRunService(t.db, 'test-host').run({ id: rows[0]!.id, agentId: '00000000-0000-0000-0000-000000000000', name: 'legacy', namespace: 'default', spec: { components: [{ type: 'x' }] }, schedule: null }))!;
    expect(outcome.status).toBe('FAILED');
    expect(outcome.errors).toEqual(['invalid spec: spec.components[0].name: name is required (unless the component has a lookup)']);
    expect(await kit.tree(rows[0]!.id)).toEqual([]);
  });

  it('the scheduler builds due topologies, writes their job history and schedules the next run every 5 minutes unless the spec says otherwise', async () => {
    await t.db.query('UPDATE topologies SET deleted_at = now()');
    const every5 = await kit.save('scheduled-default', { components: [{ name: 'x', type: 'Service' }] });
    const hourly = await kit.save('scheduled-hourly', { schedule: '@every 1h', components: [{ name: 'y', type: 'Service' }] });
    const scheduler = new ResourceSchedulerService<TopologyRecord>({
      db: t.db,
      logger: silent,
      holder: 'test-holder',
      hostname: 'test-host',
      kind: topologyScheduledKind(new TopologyRunService(t.db, 'test-host'), parseTopologySpec),
    });
    expect(await scheduler.tick()).toBe(2);
    await scheduler.idle();
    const { rows: jobs } = await t.db.query<{ resource_id: string; status: string; name: string; hostname: string }>(
      "SELECT resource_id, status, name, hostname FROM job_history WHERE resource_type = 'topology' AND resource_id = ANY ($1::text[]) ORDER BY time_start",
      [[every5, hourly]],
    );
    expect(jobs.map((job) => [job.resource_id, job.status, job.name, job.hostname]).sort()).toEqual(
      [[every5, 'SUCCESS', 'TopologyRun', 'test-host'], [hourly, 'SUCCESS', 'TopologyRun', 'test-host']].sort(),
    );
    expect(await kit.shape(every5)).toEqual(['- > scheduled-default', 'scheduled-default > x']);
    const { rows: schedules } = await t.db.query<{ resource_id: string; seconds: number }>(
      "SELECT resource_id, extract(epoch FROM next_run_at - last_run_at)::float8 AS seconds FROM scheduler.job_schedules WHERE resource_type = 'topology'",
    );
    const seconds = (id: string) => schedules.find((row) => row.resource_id === id)!.seconds;
    // On its own slot of the interval: more than half of it away, at most one and a half.
    expect(seconds(every5)).toBeGreaterThan(120);
    expect(seconds(every5)).toBeLessThanOrEqual(450);
    expect(seconds(hourly)).toBeGreaterThan(1700);
    expect(seconds(hourly)).toBeLessThanOrEqual(5400);
    // Nothing is due again at once.
    expect(await scheduler.tick()).toBe(0);
    await scheduler.stop();
  });
});
