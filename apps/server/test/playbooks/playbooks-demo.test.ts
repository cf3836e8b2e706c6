import type { PlaybookListItem } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { parsePlaybookSpec } from '#src/playbooks/spec/parse-playbook-spec.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { runReaches, startTestEngine } from './engine/engine-test-support.ts';
import { playbookKit } from './playbook-test-kit.ts';

describe(`the demo playbooks (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  const kit = playbookKit(() => t);

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    await new DemoWorkspaceService(t.db, demoSeeders({ host: '0.0.0.0', port: 8080, dataDir: '/tmp/vigil-demo-test' })).ensure(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds UI playbooks whose specs read: exec, sql on the embedded database, http on the server itself, one needing approval', async () => {
    const { rows } = await t.db.query<{ name: string; source: string; spec: unknown }>('SELECT name, source, spec FROM playbooks ORDER BY name');
    expect(rows.map((row) => [row.name, row.source])).toEqual([
      ['check-endpoint', 'UI'],
      ['inventory-census', 'UI'],
      ['restart-deployment', 'UI'],
      ['restart-failing-target', 'UI'],
      ['scale-with-approval', 'UI'],
    ]);
    const specs = rows.map((row) => parsePlaybookSpec(row.spec));
    expect(specs[0]!.actions[0]).toMatchObject({ type: 'http', spec: { url: 'http://127.0.0.1:8080/healthz' } });
    expect(specs[1]!.actions[0]).toMatchObject({ type: 'sql', spec: { connection: 'connection://vigil/database' } });
    expect(specs[3]!.actions.map((action) => action.type)).toEqual(['exec', 'exec']);
    expect(specs[4]!.approval?.approvers.people).toContain('admin@demo.local');
  });

  it('leaves one census run due, which the engine completes with the demo counted', async () => {
    const engine = startTestEngine(t.db);
    try {
      const { rows: runs } = await t.db.query<{ id: string }>("SELECT r.id FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE p.name = 'inventory-census'");
      expect(runs).toHaveLength(1);
      const status = await runReaches(t.db, runs[0]!.id, ['completed', 'failed'], 30_000);
      expect(status.status, status.error ?? '').toBe('completed');
      const { rows: actions } = await t.db.query<{ result: { rows: { kind: string; total: unknown }[]; count: number } }>(
        'SELECT result FROM playbook_run_actions WHERE playbook_run_id = $1',
        [runs[0]!.id],
      );
      const totals = Object.fromEntries(actions[0]!.result.rows.map((row) => [row.kind, Number(row.total)]));
      expect(Object.keys(totals)).toEqual(['canaries', 'checks', 'config items', 'components']);
      const { rows: canaries } = await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM canaries WHERE deleted_at IS NULL');
      expect(totals.canaries).toBe(canaries[0]!.total);
      expect(totals.canaries).toBeGreaterThan(0);
    } finally {
      await engine.stop();
    }
  });

  it('offers the Kubernetes playbooks on a deployment, and runs them as a user would', async () => {
    const deployment = await kit.config('checkout', 'Kubernetes::Deployment');
    const listed = await kit.get(editor, `/api/playbook/list?config_id=${deployment}`);
    const items = listed.json<PlaybookListItem[]>();
    expect(items.map((item) => item.name).sort()).toEqual(['restart-deployment', 'scale-with-approval']);
    expect(items.find((item) => item.name === 'scale-with-approval')!.parameters.find((parameter) => parameter.name === 'release')?.default).toBe('checkout');
    const restart = await kit.run(editor, { id: items.find((item) => item.name === 'restart-deployment')!.id, config_id: deployment });
    expect(restart.statusCode, restart.body).toBe(201);
    const scale = await kit.run(editor, { id: items.find((item) => item.name === 'scale-with-approval')!.id, config_id: deployment });
    expect(scale.statusCode, scale.body).toBe(201);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [scale.json<{ run_id: string }>().run_id]);
    expect(rows[0]!.status).toBe('pending_approval');
  });
});
