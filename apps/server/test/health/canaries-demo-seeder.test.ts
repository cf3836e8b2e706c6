import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canariesDemoSeeder, demoCanaries } from '#src/health/canaries.demo-seeder.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { startAccessTestApp, type AccessTestApp } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

describe(`the demo canaries check real things on the server's machine (${testDbKind})`, () => {
  let t: AccessTestApp;
  let port: number;
  let scheduler: CanarySchedulerService;

  beforeAll(async () => {
    t = await startAccessTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    const { runs, parseSpec } = createCanaryRuns(t.db);
    scheduler = new CanarySchedulerService({ db: t.db, runs, parseSpec, logger: quietLogger, holder: 'demo-test', hostname: 'test-host' });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t?.close();
  });

  it('answers liveness publicly at GET /healthz (beside the /health page of the web app), without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('writes only specs the product accepts, every 30 seconds', () => {
    for (const canary of demoCanaries({ host: '0.0.0.0', port: 8080 })) {
      const spec = parseCanarySpec(canary.spec);
      expect(spec.schedule).toBe('@every 30s');
    }
    expect(JSON.stringify(demoCanaries({ host: '0.0.0.0', port: 8123 }))).toContain('http://127.0.0.1:8123/healthz');
  });

  it('seeds once, and every check passes except the one that fails on purpose', async () => {
    const service = new DemoWorkspaceService(t.db, [canariesDemoSeeder(() => ({ host: '127.0.0.1', port }))]);
    expect(await service.ensure(true)).toEqual({ status: 'seeded', seeders: ['canaries'] });
    expect(await service.ensure(true)).toEqual({ status: 'already-seeded' });

    expect(await scheduler.tick()).toBe(4);
    await scheduler.idle();
    const { rows } = await t.db.query<{ canary: string; namespace: string; source: string | null; check: string; status: string | null }>(
      `SELECT c.name AS canary, c.namespace, c.source, k.name AS check, k.status
       FROM checks k JOIN canaries c ON c.id = k.canary_id WHERE k.deleted_at IS NULL ORDER BY c.name, k.name`,
    );
    expect(rows.map((r) => [r.canary, r.check, r.status])).toEqual([
      ['fails-on-purpose', 'closed port', 'unhealthy'],
      ['local-machine', 'localhost name', 'healthy'],
      ['local-machine', 'shell script', 'healthy'],
      ['vigil-database', 'canaries query', 'healthy'],
      ['vigil-server', 'liveness endpoint', 'healthy'],
      ['vigil-server', 'server port', 'healthy'],
    ]);
    expect(new Set(rows.map((r) => r.namespace))).toEqual(new Set(['demo']));
    expect(rows.every((r) => r.source === null)).toBe(true);
  });
});
