import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { parseScriptedCanary, ScriptedProbes } from '../health/scripted-check-type.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

interface JobRow {
  id: string;
  status: string;
  hostname: string;
  details: { errors?: string[] } | null;
  time_end: Date | null;
}

describe(`a run whose server died is closed when its lease is taken over (${testDbKind})`, () => {
  let db: TestDb;
  let other: Db;
  let probes: ScriptedProbes;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    // Two servers: on PostgreSQL each has its own pool; PGlite has one connection.
    other = db.url ? await openPostgresDb({ connectionString: db.url, maxConnections: 5 }) : db;
  });
  afterAll(async () => {
    if (other && other !== db) await other.close();
    await db?.close();
  });
  beforeEach(async () => {
    probes = new ScriptedProbes();
    await db.query('UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL');
  });

  const server = (on: Db, holder: string, hostname: string, leaseMs = 60_000) => {
    const { runs, parseSpec } = createCanaryRuns(on, { checkType: probes.checkType, parseSpec: parseScriptedCanary });
    return new CanarySchedulerService({ db: on, runs, parseSpec, logger: quietLogger, holder, hostname, leaseMs });
  };
  let counter = 0;
  const createCanary = async (check: string): Promise<string> => {
    counter += 1;
    const spec = { schedule: '@every 1h', scripted: [{ name: check }] };
    const { rows } = await db.query<{ id: string }>('INSERT INTO canaries (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [`takeover-${counter}`, JSON.stringify(spec)]);
    return rows[0]!.id;
  };
  const jobs = async (canaryId: string) =>
    (await db.query<JobRow>('SELECT id, status, hostname, details, time_end FROM job_history WHERE resource_id = $1 ORDER BY created_at, time_start, status', [canaryId])).rows;
  const expireLease = (canaryId: string) =>
    db.query("UPDATE scheduler.job_schedules SET lease_until = now() - interval '1 second' WHERE resource_type = 'canary' AND resource_id = $1", [canaryId]);

  it('shows a run under way as RUNNING, written by the server that claimed it', async () => {
    const id = await createCanary('watched');
    probes.holdUntilReleased('watched');
    const a = server(db, 'server-a', 'host-a');
    expect(await a.tick()).toBe(1);
    expect(await jobs(id)).toEqual([expect.objectContaining({ status: 'RUNNING', hostname: 'host-a', time_end: null })]);
    const { rows } = await db.query<{ running_job_id: string }>("SELECT running_job_id::text FROM scheduler.job_schedules WHERE resource_id = $1", [id]);
    expect(rows[0]!.running_job_id).toBe((await jobs(id))[0]!.id);
    // The probe may not have started yet on a busy machine: releasing before it holds would hold it for good.
    await vi.waitFor(() => expect(probes.callsOf('watched')).toBe(1), { timeout: 10_000, interval: 20 });
    probes.releaseAll();
    await a.idle();
    expect((await jobs(id)).map((job) => job.status)).toEqual(['SUCCESS']);
  });

  it('closes the RUNNING row of a server that stopped answering as STALE, and the other server runs it', async () => {
    const id = await createCanary('orphaned');
    probes.holdUntilReleased('orphaned');
    const a = server(db, 'server-a', 'host-a');
    expect(await a.tick()).toBe(1);
    const [running] = await jobs(id);
    // Server A stops answering mid-run: its lease runs out without being renewed.
    await expireLease(id);

    const b = server(other, 'server-b', 'host-b');
    expect(await b.tick()).toBe(1);
    await vi.waitFor(() => expect(probes.callsOf('orphaned')).toBe(2), { timeout: 10_000, interval: 20 });
    const closed = (await jobs(id)).find((job) => job.id === running!.id)!;
    expect(closed).toMatchObject({ status: 'STALE', hostname: 'host-a', details: { errors: ['the server running it stopped'] } });
    expect(closed.time_end).toBeInstanceOf(Date);
    const { rows } = await db.query<{ leased_by: string }>("SELECT leased_by FROM scheduler.job_schedules WHERE resource_id = $1", [id]);
    expect(rows[0]!.leased_by).toBe('server-b');

    probes.releaseAll();
    await Promise.all([a.idle(), b.idle()]);
    // B's run has its outcome; A's late outcome is recorded too, and A's row stays STALE.
    expect((await jobs(id)).map((job) => job.status).sort()).toEqual(['STALE', 'SUCCESS', 'SUCCESS']);
    expect((await jobs(id)).filter((job) => job.status === 'RUNNING')).toEqual([]);
  });

  it('closes the row left RUNNING by a server that died, as found when the lease expired', async () => {
    const id = await createCanary('crashed');
    await (async () => {
      const first = server(db, 'server-a', 'host-a');
      await first.tick();
      await first.idle();
    })();
    // Simulated: a server claimed the next run, wrote its RUNNING row and died; its lease has expired.
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO job_history (name, resource_type, resource_id, status, hostname, time_start)
       VALUES ('CanaryRun', 'canary', $1, 'RUNNING', 'dead-host', now() - interval '5 minutes') RETURNING id`,
      [id],
    );
    await db.query(
      `UPDATE scheduler.job_schedules SET leased_by = 'dead-server', lease_until = now() - interval '1 second',
              next_run_at = now() + interval '1 hour', running_job_id = $2::uuid
       WHERE resource_type = 'canary' AND resource_id = $1`,
      [id, rows[0]!.id],
    );

    const b = server(other, 'server-b', 'host-b');
    expect(await b.tick()).toBe(1);
    await b.idle();
    const history = await jobs(id);
    expect(history.find((job) => job.id === rows[0]!.id)).toMatchObject({ status: 'STALE', hostname: 'dead-host', details: { errors: ['the server running it stopped'] } });
    expect(history.map((job) => job.status)).toEqual(['SUCCESS', 'STALE', 'SUCCESS']);
    const { rows: schedule } = await db.query<{ leased_by: string | null; running_job_id: string | null }>(
      'SELECT leased_by, running_job_id FROM scheduler.job_schedules WHERE resource_id = $1',
      [id],
    );
    expect(schedule).toEqual([{ leased_by: null, running_job_id: null }]);
  });
});
