import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

describe(`canaries edited through /api/db are scheduled by what they now say (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let listener: Server;
  let endpoint: string;
  let scheduler: CanarySchedulerService;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    listener = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    endpoint = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { runs, parseSpec } = createCanaryRuns(t.db);
    scheduler = new CanarySchedulerService({ db: t.db, runs, parseSpec, logger: quietLogger, holder: 'test-worker', hostname: 'test-host' });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t?.close();
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const pass = async () => {
    const started = await scheduler.tick();
    await scheduler.idle();
    return started;
  };
  const write = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    t.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' }, payload: JSON.stringify(body) });
  const checksOf = async (canaryId: string) =>
    (await t.db.query<{ name: string; status: string | null; deleted: boolean }>(
      'SELECT name, status, deleted_at IS NOT NULL AS deleted FROM checks WHERE canary_id = $1 ORDER BY name',
      [canaryId],
    )).rows;

  it('runs a canary created, then edited, then deleted through the data API accordingly', async () => {
    const created = await write('POST', '/api/db/canaries', {
      name: 'edge',
      spec: { schedule: '@every 1h', tcp: [{ name: 'edge-port', endpoint }] },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }[])[0]!.id;

    expect(await pass()).toBe(1);
    expect(await checksOf(id)).toEqual([{ name: 'edge-port', status: 'healthy', deleted: false }]);
    expect(await pass()).toBe(0);

    const edited = await write('PATCH', `/api/db/canaries?id=eq.${id}`, {
      spec: { schedule: '@every 1h', tcp: [{ name: 'edge-port-renamed', endpoint }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await pass()).toBe(1);
    expect(await checksOf(id)).toEqual([
      { name: 'edge-port', status: 'healthy', deleted: true },
      { name: 'edge-port-renamed', status: 'healthy', deleted: false },
    ]);

    const deleted = await write('PATCH', `/api/db/canaries?id=eq.${id}`, { deleted_at: new Date().toISOString() });
    expect(deleted.statusCode).toBe(200);
    await t.db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_id = $1", [id]);
    expect(await pass()).toBe(0);
    const { rows } = await t.db.query('SELECT 1 FROM scheduler.job_schedules WHERE resource_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});
