import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopologyRollupService } from '#src/topology/rollup/topology-rollup.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { topologyKit } from '../topology-test-kit.ts';

describe(`a declared status beside inputs is the roll-up's once computed (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = topologyKit(
    () => t,
    () => editor,
  );

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ('api-checks', '{}'::jsonb) RETURNING id");
    await t.db.query("INSERT INTO checks (canary_id, name, type, status) VALUES ($1, 'api-http', 'http', 'unhealthy')", [rows[0]!.id]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusEvents = async (componentId: string) =>
    (await t.db.query<{ name: string }>("SELECT name FROM event_queue WHERE event_id = $1 AND name LIKE 'component.status.%' ORDER BY name", [componentId])).rows.map((row) => row.name);

  it('keeps the rolled-up status on the next run instead of flipping back, with no status event', async () => {
    const id = await kit.save('declared', {
      components: [
        { name: 'api', type: 'Service', status: 'healthy', checks: [{ selector: { name: 'api-http' } }] },
        { name: 'docs', type: 'Service', status: 'warning' },
      ],
    });
    expect((await kit.run(id)).status).toBe('SUCCESS');
    const api = await kit.component(id, 'api');
    expect(api).toMatchObject({ status: 'healthy', checks: ['api-http'] });

    await new TopologyRollupService(t.db).drain();
    expect((await kit.component(id, 'api')).status).toBe('unhealthy');
    await t.db.query("DELETE FROM event_queue WHERE name LIKE 'component.status.%'");

    expect((await kit.run(id)).status).toBe('SUCCESS');
    await new TopologyRollupService(t.db).drain();
    expect((await kit.component(id, 'api')).status).toBe('unhealthy');
    expect(await statusEvents(api.id)).toEqual([]);
    // Without inputs, the declared status is the component's on every run.
    expect((await kit.component(id, 'docs')).status).toBe('warning');
  });
});
