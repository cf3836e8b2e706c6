import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe(`POST /api/canary/run/check/:id runs one check now (${testDbKind})`, () => {
  let t: AccessTestApp;
  let listener: Server;
  let admin: TestPerson;
  const checkIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    listener = createServer((socket) => socket.end());
    const openPort = await listen(listener);
    const gone = createServer();
    const closedPort = await listen(gone);
    await close(gone);

    const spec = {
      schedule: '@every 1h',
      tcp: [
        { name: 'listener', endpoint: `127.0.0.1:${openPort}` },
        { name: 'closed', endpoint: `127.0.0.1:${closedPort}` },
        { name: 'judged', endpoint: `127.0.0.1:${openPort}`, test: { expr: 'duration < 0' }, display: { expr: '"judged by its test"' } },
        { name: 'services', endpoint: `127.0.0.1:${openPort}`, transform: { javascript: "[{ name: 'emitted-a' }, { name: 'emitted-b', pass: false, message: 'b is down' }]" } },
      ],
    };
    const { rows } = await t.db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ('ports', $1::jsonb) RETURNING id", [JSON.stringify(spec)]);
    const canary = (await new CanaryRepository(t.db).findLive(rows[0]!.id))!;
    await createCanaryRuns(t.db).runs.run(canary, { nextRunAt: null });
    const checks = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM checks WHERE canary_id = $1', [canary.id]);
    for (const check of checks.rows) checkIds[check.name] = check.id;
  });
  afterAll(async () => {
    await t?.close();
    if (listener) await close(listener);
  });

  const runNow = (id: string, person?: TestPerson) => t.app.inject({ method: 'POST', url: `/api/canary/run/check/${id}`, headers: person?.headers ?? {} });
  const statusCount = async (checkId: string) =>
    (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM check_statuses WHERE check_id = $1', [checkId])).rows[0]!.count;

  it('runs the check, stores the result and answers it', async () => {
    const before = await statusCount(checkIds.listener!);
    const response = await runNow(checkIds.listener!, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Check listener ran: healthy',
      payload: expect.objectContaining({ check_id: checkIds.listener, status: true, error: null, duration: expect.any(Number), time: expect.any(String) }),
    });
    expect(await statusCount(checkIds.listener!)).toBe(before + 1);
    const { rows } = await t.db.query<{ status: string; last_runtime: string }>('SELECT status, to_json(last_runtime)#>>\'{}\' AS last_runtime FROM checks WHERE id = $1', [checkIds.listener]);
    expect(rows[0]).toEqual({ status: 'healthy', last_runtime: (response.json() as { payload: { time: string } }).payload.time });
  });

  it('stores a failing check as unhealthy with the reason', async () => {
    const response = await runNow(checkIds.closed!, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { message: string; payload: { status: boolean; message: string; error: string } };
    expect(body.message).toBe('Check closed ran: unhealthy');
    expect(body.payload.status).toBe(false);
    expect(body.payload.error).toMatch(/ECONNREFUSED/);
  });

  it("applies the check's test and display expressions", async () => {
    const response = await runNow(checkIds.judged!, admin);
    expect(response.json()).toMatchObject({ message: 'Check judged ran: unhealthy', payload: { status: false, message: 'judged by its test', error: null } });
  });

  it('runs a check a transform emitted by running the check that emits it', async () => {
    const before = await statusCount(checkIds['emitted-b']!);
    const response = await runNow(checkIds['emitted-b']!, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Check emitted-b ran: unhealthy', payload: { check_id: checkIds['emitted-b'], status: false, message: 'b is down' } });
    expect(await statusCount(checkIds['emitted-b']!)).toBe(before + 1);
  });

  it('lets admins, editors, responders and commanders run checks, and refuses viewers', async () => {
    for (const role of ['editor', 'responder', 'commander']) {
      const person = await t.person({ roles: [role] });
      expect((await runNow(checkIds.listener!, person)).statusCode, role).toBe(200);
    }
    const before = await statusCount(checkIds.listener!);
    for (const roles of [['viewer'], []]) {
      const response = await runNow(checkIds.listener!, await t.person({ roles }));
      expect(response.statusCode).toBe(403);
      expect((response.json() as { message: string }).message).toMatch(/may not write canaries/);
    }
    expect((await runNow(checkIds.listener!)).statusCode).toBe(401);
    expect(await statusCount(checkIds.listener!)).toBe(before);
  });

  it('answers 400 for an id that is no uuid and 404 for a check that does not exist or was deleted', async () => {
    const bad = await runNow('not-a-check', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'bad request', message: "'not-a-check' is not a check id: a check id is a uuid" });

    const missing = await runNow('0190a0a0-0000-7000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not found', message: 'Check 0190a0a0-0000-7000-8000-000000000000 not found' });

    await t.db.query('UPDATE checks SET deleted_at = now() WHERE id = $1', [checkIds.closed]);
    const before = await statusCount(checkIds.closed!);
    expect((await runNow(checkIds.closed!, admin)).statusCode).toBe(404);
    expect(await statusCount(checkIds.closed!)).toBe(before);
  });
});
