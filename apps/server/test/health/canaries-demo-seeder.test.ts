import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  /** The same app answering on another port: the server as it was first started, before a restart. */
  let firstStart: Server;
  let firstPort: number;
  let scheduler: CanarySchedulerService;

  const schedulerAt = (serverPort: number, holder: string) => {
    const { runs, parseSpec } = createCanaryRuns(t.db, { serverAddress: { host: '0.0.0.0', port: serverPort } });
    return new CanarySchedulerService({ db: t.db, runs, parseSpec, logger: quietLogger, holder, hostname: 'test-host' });
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    await t.app.ready();
    firstStart = createServer((request, response) => t.app.routing(request, response));
    await new Promise<void>((resolve) => firstStart.listen(0, '127.0.0.1', resolve));
    firstPort = (firstStart.address() as AddressInfo).port;
    scheduler = schedulerAt(firstPort, 'demo-test');
  });
  afterAll(async () => {
    await scheduler?.stop();
    if (firstStart.listening) await new Promise<void>((resolve) => firstStart.close(() => resolve()));
    await t?.close();
  });

  it('answers liveness publicly at GET /healthz (beside the /health page of the web app), without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('writes only specs the product accepts, every 30 seconds', () => {
    for (const canary of demoCanaries()) {
      const spec = parseCanarySpec(canary.spec);
      expect(spec.schedule).toBe('@every 30s');
    }
    // The server's own checks name it by placeholder, resolved when they run (issue 13).
    const server = demoCanaries().find((canary) => canary.name === 'vigil-server')!;
    expect(server.spec).toMatchObject({ http: [{ url: '$(server.url)/healthz' }], tcp: [{ endpoint: '$(server.address)' }] });
  });

  // The cluster's check reaches the recorded cluster the catalog's demo serves, which this test does
  // not start (test/health/demo-check-links.test.ts runs the whole demo).
  it('seeds once, and every check passes except the one that fails on purpose and the one of the cluster not started here', async () => {
    const service = new DemoWorkspaceService(t.db, [canariesDemoSeeder()]);
    expect(await service.ensure(true)).toEqual({ status: 'seeded', seeders: ['canaries'] });
    expect(await service.ensure(true)).toEqual({ status: 'already-seeded' });

    expect(await scheduler.tick()).toBe(5);
    await scheduler.idle();
    const { rows } = await t.db.query<{ canary: string; namespace: string; source: string | null; check: string; status: string | null }>(
      `SELECT c.name AS canary, c.namespace, c.source, k.name AS check, k.status
       FROM checks k JOIN canaries c ON c.id = k.canary_id WHERE k.deleted_at IS NULL ORDER BY c.name, k.name`,
    );
    expect(rows.map((r) => [r.canary, r.check, r.status])).toEqual([
      ['demo-cluster', 'cluster services', 'unhealthy'],
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

  it('checks the server where it listens now after a restart on another port', async () => {
    await scheduler.stop();
    await new Promise<void>((resolve) => firstStart.close(() => resolve()));
    await t.db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_type = 'canary'");
    scheduler = schedulerAt(port, 'demo-test-restarted');

    expect(await scheduler.tick()).toBe(5);
    await scheduler.idle();
    const { rows } = await t.db.query<{ check: string; status: string | null; endpoint: string | null }>(
      `SELECT k.name AS check, k.status, k.endpoint FROM checks k JOIN canaries c ON c.id = k.canary_id
       WHERE c.name = 'vigil-server' AND k.deleted_at IS NULL ORDER BY k.name`,
    );
    // The checks list shows the address they probed, the server's current one.
    expect(rows).toEqual([
      { check: 'liveness endpoint', status: 'healthy', endpoint: `http://127.0.0.1:${port}/healthz` },
      { check: 'server port', status: 'healthy', endpoint: `127.0.0.1:${port}` },
    ]);
    const { rows: stored } = await t.db.query<{ spec: unknown }>("SELECT spec FROM canaries WHERE name = 'vigil-server'");
    expect(stored[0]!.spec).toMatchObject({ http: [{ url: '$(server.url)/healthz' }], tcp: [{ endpoint: '$(server.address)' }] });
    const { rows: latest } = await t.db.query<{ error: string | null }>(
      `SELECT s.error FROM check_statuses s JOIN checks k ON k.id = s.check_id JOIN canaries c ON c.id = k.canary_id
       WHERE c.name = 'vigil-server' ORDER BY s.time DESC LIMIT 2`,
    );
    expect(latest).toEqual([{ error: null }, { error: null }]);
  });
});
