import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { CanarySchedulerService } from '#src/health/canary-scheduler.service.ts';
import { startHealthScheduler } from '#src/health/health-scheduler.ts';
import { intervalOffsetMs } from '#src/jobs/schedule.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { hangs, parseScriptedCanary, ScriptedProbes } from './scripted-check-type.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

interface ScheduleRow {
  next_run_at: Date;
  lease_until: Date | null;
  leased_by: string | null;
  skipped_runs: number;
  db_now: Date;
}

describe(`canary scheduler: due-time claims, leases and changes (${testDbKind})`, () => {
  let db: TestDb;
  let probes: ScriptedProbes;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    probes = new ScriptedProbes();
    // Each test starts from no canaries, so a scheduler pass only sees the test's own.
    await db.query('UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL');
  });

  const scheduler = (on: Db, holder: string, leaseMs?: number) => {
    const { runs, parseSpec } = createCanaryRuns(on, { checkType: probes.checkType, parseSpec: parseScriptedCanary });
    return new CanarySchedulerService({ db: on, runs, parseSpec, logger: quietLogger, holder, hostname: 'test-host', leaseMs });
  };
  const pass = async (s: CanarySchedulerService) => {
    const started = await s.tick();
    await s.idle();
    return started;
  };

  let counter = 0;
  const createCanary = async (spec: unknown): Promise<string> => {
    counter += 1;
    const { rows } = await db.query<{ id: string }>('INSERT INTO canaries (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [
      `scheduled-${counter}`,
      JSON.stringify(spec),
    ]);
    return rows[0]!.id;
  };
  const scheduleOf = async (canaryId: string) =>
    (await db.query<ScheduleRow>(
      "SELECT next_run_at, lease_until, leased_by, skipped_runs, now() AS db_now FROM scheduler.job_schedules WHERE resource_type = 'canary' AND resource_id = $1",
      [canaryId],
    )).rows[0];
  const jobStatuses = async (canaryId: string) =>
    (await db.query<{ status: string }>('SELECT status FROM job_history WHERE resource_id = $1 ORDER BY created_at, time_start', [canaryId])).rows.map((r) => r.status);
  const makeDue = (canaryId: string) =>
    db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_type = 'canary' AND resource_id = $1", [canaryId]);

  it('runs a new canary at once, then not again until its schedule says so', async () => {
    const id = await createCanary({ schedule: '@every 5m', scripted: [{ name: 'homepage' }] });
    const s = scheduler(db, 'worker-a');

    expect(await pass(s)).toBe(1);
    expect(probes.callsOf('homepage')).toBe(1);
    const schedule = await scheduleOf(id);
    const ahead = schedule!.next_run_at.getTime() - schedule!.db_now.getTime();
    // An interval canary runs on its own slot of the interval (issue 13): the next one is more than
    // half an interval away and at most one and a half, at the canary's offset into the interval.
    expect(ahead).toBeGreaterThan(2.5 * 60_000);
    expect(ahead).toBeLessThanOrEqual(7.5 * 60_000);
    expect(schedule!.next_run_at.getTime() % (5 * 60_000)).toBe(intervalOffsetMs(id, 5 * 60_000));
    expect(schedule).toMatchObject({ lease_until: null, leased_by: null });
    const { rows } = await db.query<{ next_runtime: Date }>('SELECT next_runtime FROM checks WHERE canary_id = $1', [id]);
    expect(rows[0]!.next_runtime.getTime()).toBe(schedule!.next_run_at.getTime());

    expect(await pass(s)).toBe(0);
    expect(probes.callsOf('homepage')).toBe(1);
    expect(await jobStatuses(id)).toEqual(['SUCCESS']);
  });

  it('runs each due canary exactly once when two schedulers on separate connections claim together', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => createCanary({ schedule: '@every 1h', scripted: [{ name: `shared-${i}` }] })));
    // On PostgreSQL the second scheduler has its own pool, as a second server would; PGlite has one connection.
    const other: Db = db.url ? await openPostgresDb({ connectionString: db.url, maxConnections: 5 }) : db;
    try {
      const a = scheduler(db, 'server-a');
      const b = scheduler(other, 'server-b');
      const started = await Promise.all([pass(a), pass(b)]);
      expect(started[0] + started[1]).toBe(12);
      for (let i = 0; i < 12; i += 1) expect(probes.callsOf(`shared-${i}`)).toBe(1);
      for (const id of ids) expect(await jobStatuses(id)).toEqual(['SUCCESS']);

      await Promise.all([pass(a), pass(b)]);
      expect(probes.calls).toHaveLength(12);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('skips a due run while the previous run still holds its lease, and records the skip', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'slow-report' }] });
    probes.holdUntilReleased('slow-report');
    const s = scheduler(db, 'worker-a');
    expect(await s.tick()).toBe(1);
    expect((await scheduleOf(id))!.leased_by).toBe('worker-a');

    await makeDue(id);
    const other = scheduler(db, 'worker-b');
    expect(await other.tick()).toBe(0);
    await makeDue(id);
    expect(await s.tick()).toBe(0);
    expect(probes.callsOf('slow-report')).toBe(1);
    // The run under way has its RUNNING row until it writes its outcome.
    expect(await jobStatuses(id)).toEqual(['RUNNING', 'SKIPPED', 'SKIPPED']);
    expect((await scheduleOf(id))!.skipped_runs).toBe(2);

    probes.releaseAll();
    await s.idle();
    expect(await jobStatuses(id)).toEqual(['SKIPPED', 'SKIPPED', 'SUCCESS']);
    expect(await scheduleOf(id)).toMatchObject({ lease_until: null, leased_by: null });
  });

  it('keeps renewing the lease of a run that outlasts it, so no other worker runs it twice', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'long-export' }] });
    probes.holdUntilReleased('long-export');
    const s = scheduler(db, 'worker-a', 1000);
    expect(await s.tick()).toBe(1);
    const other = scheduler(db, 'worker-b', 1000);
    // Three lease lengths pass while the run goes on; the lease still reaches into the future.
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const schedule = (await scheduleOf(id))!;
      expect(schedule.leased_by).toBe('worker-a');
      expect(schedule.lease_until!.getTime()).toBeGreaterThan(schedule.db_now.getTime());
      await makeDue(id);
      expect(await other.tick()).toBe(0);
    }
    expect(probes.callsOf('long-export')).toBe(1);
    probes.releaseAll();
    await s.idle();
    expect(await scheduleOf(id)).toMatchObject({ lease_until: null, leased_by: null });
  });

  it('takes over a run whose server died once its lease has expired, not before', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'orphan' }] });
    const s = scheduler(db, 'worker-a');
    await pass(s);
    // A server claimed the next run and died: its lease is still held, the next run is an hour away.
    await db.query(
      "UPDATE scheduler.job_schedules SET leased_by = 'dead-server', lease_until = now() + interval '1 minute' WHERE resource_id = $1",
      [id],
    );
    expect(await pass(s)).toBe(0);
    expect(probes.callsOf('orphan')).toBe(1);

    await db.query("UPDATE scheduler.job_schedules SET lease_until = now() - interval '1 second' WHERE resource_id = $1", [id]);
    expect(await pass(s)).toBe(1);
    expect(probes.callsOf('orphan')).toBe(2);
    expect(await scheduleOf(id)).toMatchObject({ lease_until: null, leased_by: null });
    expect(await jobStatuses(id)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('reschedules a canary changed through the database at once and stops a deleted one', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'before' }] });
    const s = scheduler(db, 'worker-a');
    await pass(s);

    await db.query('UPDATE canaries SET spec = $2::jsonb WHERE id = $1', [id, JSON.stringify({ schedule: '@every 2h', scripted: [{ name: 'after' }] })]);
    expect(await pass(s)).toBe(1);
    expect(probes.calls).toEqual(['before', 'after']);
    const schedule = await scheduleOf(id);
    expect(schedule!.next_run_at.getTime() - schedule!.db_now.getTime()).toBeGreaterThan(60 * 60_000);
    const { rows } = await db.query<{ name: string; deleted: boolean }>('SELECT name, deleted_at IS NOT NULL AS deleted FROM checks WHERE canary_id = $1 ORDER BY name', [id]);
    expect(rows).toEqual([
      { name: 'after', deleted: false },
      { name: 'before', deleted: true },
    ]);

    await db.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [id]);
    await makeDue(id);
    expect(await pass(s)).toBe(0);
    expect(await scheduleOf(id)).toBeUndefined();
    expect(probes.calls).toEqual(['before', 'after']);
  });

  it('leaves the canaries of remote agents to those agents', async () => {
    const { rows } = await db.query<{ id: string }>("INSERT INTO agents (name) VALUES ('remote-eu') RETURNING id");
    const { rows: canaries } = await db.query<{ id: string }>(
      "INSERT INTO canaries (name, agent_id, spec) VALUES ('pushed', $1, $2::jsonb) RETURNING id",
      [rows[0]!.id, JSON.stringify({ scripted: [{ name: 'remote-check' }] })],
    );
    expect(await pass(scheduler(db, 'worker-a'))).toBe(0);
    expect(probes.calls).toEqual([]);
    expect(await scheduleOf(canaries[0]!.id)).toBeUndefined();
  });

  it('stores nothing for a run interrupted by shutdown, and leaves the canary due for the next server', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'cut-short' }] });
    probes.script('cut-short', hangs);
    const s = scheduler(db, 'worker-a');
    expect(await s.tick()).toBe(1);
    await s.stop();

    const { rows } = await db.query<{ status: string | null; results: number }>(
      'SELECT c.status, (SELECT count(*)::int FROM check_statuses s WHERE s.check_id = c.id) AS results FROM checks c WHERE c.canary_id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: null, results: 0 }]);
    expect(await jobStatuses(id)).toEqual([]);
    const schedule = await scheduleOf(id);
    expect(schedule).toMatchObject({ lease_until: null, leased_by: null });
    expect(schedule!.next_run_at.getTime()).toBeLessThanOrEqual(schedule!.db_now.getTime());

    const next = scheduler(db, 'worker-b');
    probes.script('cut-short', async () => ({ pass: true, message: 'back', data: {} }));
    expect(await pass(next)).toBe(1);
    expect(await jobStatuses(id)).toEqual(['SUCCESS']);
  });

  it('runs due canaries on its own once started, and stops cleanly', async () => {
    const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'looped' }] });
    const running = startHealthScheduler(db, quietLogger, { checkType: probes.checkType, parseSpec: parseScriptedCanary, intervalMs: 50 });
    try {
      await vi.waitFor(async () => expect(await jobStatuses(id)).toEqual(['SUCCESS']), { timeout: 10_000, interval: 50 });
    } finally {
      await running.stop();
    }
    expect(probes.callsOf('looped')).toBe(1);
  });

  it('starts the next due canary as soon as a run ends, not at the next poll', async () => {
    const ids = [
      await createCanary({ schedule: '@every 1h', scripted: [{ name: 'queued-1' }] }),
      await createCanary({ schedule: '@every 1h', scripted: [{ name: 'queued-2' }] }),
      await createCanary({ schedule: '@every 1h', scripted: [{ name: 'queued-3' }] }),
    ];
    // One run at a time and a poll an hour apart: only runs ending can start the others.
    const running = startHealthScheduler(db, quietLogger, { checkType: probes.checkType, parseSpec: parseScriptedCanary, intervalMs: 3_600_000, maxConcurrentRuns: 1 });
    try {
      await vi.waitFor(async () => {
        for (const id of ids) expect(await jobStatuses(id)).toEqual(['SUCCESS']);
      }, { timeout: 10_000, interval: 50 });
    } finally {
      await running.stop();
    }
  });

  if (testDbKind === 'postgres') {
    it('is woken by a change to a canary on PostgreSQL instead of waiting for its next poll', async () => {
      const first = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'first' }] });
      const running = startHealthScheduler(db, quietLogger, {
        checkType: probes.checkType,
        parseSpec: parseScriptedCanary,
        intervalMs: 60 * 60_000,
        listenUrl: db.url,
      });
      try {
        expect(await running.listening).toBe(true);
        // The pass made at start has claimed what was due; the next poll is an hour away.
        await vi.waitFor(async () => expect(await jobStatuses(first)).toEqual(['SUCCESS']), { timeout: 10_000, interval: 50 });
        const id = await createCanary({ schedule: '@every 1h', scripted: [{ name: 'woken' }] });
        await vi.waitFor(async () => expect(await jobStatuses(id)).toEqual(['SUCCESS']), { timeout: 10_000, interval: 50 });
      } finally {
        await running.stop();
      }
    });
  }
});
