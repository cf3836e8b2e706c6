import { hostname } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledKind, SchedulableResource } from '#src/jobs/resource-scheduler.service.ts';
import { startResourceScheduler } from '#src/jobs/start-resource-scheduler.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };
const WORDS = { scheduler: 'test', singular: 'canary', plural: 'canaries' };

interface ScheduleRow {
  leased_by: string | null;
  lease_until: Date | null;
  next_run_at: Date;
  db_now: Date;
}

/** Canaries run by a kind that only notes each run and holds it until the scheduler stops. */
class HeldRuns {
  readonly started: string[] = [];

  kind(): ScheduledKind<SchedulableResource> {
    return {
      type: 'canary',
      jobName: 'held run',
      skipReason: 'still held',
      recordOf: (row) => ({ id: (row as { id: string }).id, agentId: (row as { agent_id: string }).agent_id }),
      nextRunAfter: (_resource, now) => new Date(now.getTime() + 3_600_000),
      run: (resource, { signal }) => {
        this.started.push(resource.id);
        // Interrupted by the stop: stores nothing, due again at once.
        return new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(true), { once: true }));
      },
    };
  }
}

describe(`starting a scheduler of one kind of resource (${testDbKind})`, () => {
  let db: TestDb;
  let runs: HeldRuns;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    runs = new HeldRuns();
    await db.query('UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL');
  });

  let counter = 0;
  const createCanary = async (): Promise<string> => {
    counter += 1;
    const { rows } = await db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{\"schedule\":\"@every 1h\"}'::jsonb) RETURNING id", [`kernel-${counter}`]);
    return rows[0]!.id;
  };
  const scheduleOf = async (id: string) =>
    (await db.query<ScheduleRow>(
      "SELECT leased_by, lease_until, next_run_at, now() AS db_now FROM scheduler.job_schedules WHERE resource_type = 'canary' AND resource_id = $1",
      [id],
    )).rows[0];
  const runningRows = async (id: string) =>
    (await db.query<{ name: string; hostname: string }>("SELECT name, hostname FROM job_history WHERE resource_id = $1 AND status = 'RUNNING'", [id])).rows;

  it('runs a due resource under a lease named after this process, and hands it back due at once on stop', async () => {
    const id = await createCanary();
    const running = startResourceScheduler(db, { kind: runs.kind(), logger: quietLogger, intervalMs: 50, words: WORDS });
    try {
      await vi.waitFor(() => expect(runs.started).toEqual([id]), { timeout: 10_000, interval: 50 });
      const leased = await scheduleOf(id);
      expect(leased?.leased_by).toMatch(new RegExp(`^${hostname().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${process.pid}:[0-9a-f-]{36}$`));
      expect(leased?.lease_until).not.toBeNull();
      expect(await runningRows(id)).toEqual([{ name: 'held run', hostname: hostname() }]);
    } finally {
      await running.stop();
    }
    const released = await scheduleOf(id);
    expect(released).toMatchObject({ leased_by: null, lease_until: null });
    expect(released!.next_run_at.getTime()).toBeLessThanOrEqual(released!.db_now.getTime());
    expect(await runningRows(id)).toEqual([]);
  });

  it('gives two schedulers of one process leases of their own, so each resource runs once', async () => {
    const ids = [await createCanary(), await createCanary(), await createCanary()];
    const a = startResourceScheduler(db, { kind: runs.kind(), logger: quietLogger, intervalMs: 50, words: WORDS });
    const b = startResourceScheduler(db, { kind: runs.kind(), logger: quietLogger, intervalMs: 50, words: WORDS });
    try {
      await vi.waitFor(() => expect([...runs.started].sort()).toEqual([...ids].sort()), { timeout: 10_000, interval: 50 });
      const holders = await Promise.all(ids.map(async (id) => (await scheduleOf(id))?.leased_by));
      expect(holders.every((holder) => holder !== null && holder !== undefined)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(runs.started).toHaveLength(3);
  });

  it('limits the runs going on at once to maxConcurrentRuns', async () => {
    await createCanary();
    await createCanary();
    const running = startResourceScheduler(db, { kind: runs.kind(), logger: quietLogger, intervalMs: 50, maxConcurrentRuns: 1, words: WORDS });
    try {
      await vi.waitFor(() => expect(runs.started).toHaveLength(1), { timeout: 10_000, interval: 50 });
      // Several polls later the held run still takes the only room.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs.started).toHaveLength(1);
    } finally {
      await running.stop();
    }
  });

  if (testDbKind === 'postgres') {
    it("is woken by a change to a resource of its kind on PostgreSQL, the kind's type naming the changes it listens to", async () => {
      const running = startResourceScheduler(db, { kind: runs.kind(), logger: quietLogger, intervalMs: 60 * 60_000, listenUrl: db.url, words: WORDS });
      try {
        expect(await running.listening).toBe(true);
        // The pass made at start found nothing; the next poll is an hour away.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const id = await createCanary();
        await vi.waitFor(() => expect(runs.started).toEqual([id]), { timeout: 10_000, interval: 50 });
      } finally {
        await running.stop();
      }
    });
  }
});
