import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScraperRuns } from '#src/catalog/runtime/scraper-runs.factory.ts';
import { scraperScheduledKind } from '#src/catalog/runtime/scraper-scheduled-kind.ts';
import { startScraperScheduler } from '#src/catalog/runtime/scraper-scheduler.ts';
import type { ScraperRecord } from '#src/catalog/runtime/scraper.repository.ts';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { ResourceSchedulerService } from '#src/jobs/resource-scheduler.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { hangs, ScriptedScrapers } from './scripted-scraper-type.ts';
import { RecordingIngestion } from './support/recording-ingestion.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

describe(`scraper scheduler: due-time claims, leases and changes (${testDbKind})`, () => {
  let db: TestDb;
  let scrapers: ScriptedScrapers;
  let ingestion: RecordingIngestion;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    scrapers = new ScriptedScrapers();
    ingestion = new RecordingIngestion();
    // Each test starts from no scrapers of its own, so a pass only sees the test's.
    await db.query("UPDATE config_scrapers SET deleted_at = now() WHERE deleted_at IS NULL AND source IS DISTINCT FROM 'System'");
  });

  const scheduler = (on: Db, holder: string) => {
    const { runs, findType } = createScraperRuns(on, { ingestion, types: scrapers.lookup });
    return new ResourceSchedulerService<ScraperRecord>({ db: on, kind: scraperScheduledKind(runs, findType), logger: quietLogger, holder, hostname: 'test-host', leaseMs: 30_000 });
  };
  const pass = async (s: ResourceSchedulerService<ScraperRecord>) => {
    const started = await s.tick();
    await s.idle();
    return started;
  };
  let counter = 0;
  const createScraper = async (spec: unknown): Promise<string> => {
    counter += 1;
    const { rows } = await db.query<{ id: string }>('INSERT INTO config_scrapers (name, spec) VALUES ($1, $2::jsonb) RETURNING id', [`scheduled-${counter}`, JSON.stringify(spec)]);
    return rows[0]!.id;
  };
  const scheduleOf = async (id: string) =>
    (await db.query<{ next_run_at: Date; lease_until: Date | null; leased_by: string | null; skipped_runs: number; db_now: Date }>(
      "SELECT next_run_at, lease_until, leased_by, skipped_runs, now() AS db_now FROM scheduler.job_schedules WHERE resource_type = 'config_scraper' AND resource_id = $1",
      [id],
    )).rows[0];
  const jobStatuses = async (id: string) =>
    (await db.query<{ status: string }>("SELECT status FROM job_history WHERE resource_id = $1 AND resource_type = 'config_scraper' ORDER BY created_at, time_start", [id])).rows.map((r) => r.status);
  const makeDue = (id: string) =>
    db.query("UPDATE scheduler.job_schedules SET next_run_at = now() - interval '1 second' WHERE resource_type = 'config_scraper' AND resource_id = $1", [id]);

  it('runs a new scraper at once, then not again until its schedule says so; the default is every 60 minutes', async () => {
    const id = await createScraper({ schedule: '@every 5m', scripted: [{ name: 'five' }] });
    const defaulted = await createScraper({ scripted: [{ name: 'hourly' }] });
    const s = scheduler(db, 'worker-a');
    expect(await pass(s)).toBe(2);
    expect(await pass(s)).toBe(0);
    expect(scrapers.callsOf('five')).toBe(1);
    expect(await jobStatuses(id)).toEqual(['SUCCESS']);
    const five = (await scheduleOf(id))!;
    expect(five.next_run_at.getTime() - five.db_now.getTime()).toBeGreaterThan(4 * 60_000);
    expect(five.next_run_at.getTime() - five.db_now.getTime()).toBeLessThanOrEqual(5 * 60_000);
    const hourly = (await scheduleOf(defaulted))!;
    expect(hourly.next_run_at.getTime() - hourly.db_now.getTime()).toBeGreaterThan(59 * 60_000);
    expect(hourly).toMatchObject({ lease_until: null, leased_by: null });
  });

  it('never schedules the seeded System scraper or the scrapers of remote agents', async () => {
    const { rows } = await db.query<{ id: string }>("INSERT INTO agents (name) VALUES ('remote-scrapers') RETURNING id");
    const { rows: remote } = await db.query<{ id: string }>("INSERT INTO config_scrapers (name, agent_id, spec) VALUES ('remote', $1, $2::jsonb) RETURNING id", [
      rows[0]!.id,
      JSON.stringify({ scripted: [{ name: 'remote-entry' }] }),
    ]);
    expect(await pass(scheduler(db, 'worker-a'))).toBe(0);
    expect(scrapers.calls).toEqual([]);
    expect(await scheduleOf(remote[0]!.id)).toBeUndefined();
    expect(await scheduleOf('00000000-0000-0000-0000-000000000002')).toBeUndefined();
  });

  it('runs each due scraper exactly once when two schedulers on separate connections claim together', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => createScraper({ scripted: [{ name: `shared-${i}` }] })));
    const other: Db = db.url ? await openPostgresDb({ connectionString: db.url, maxConnections: 5 }) : db;
    try {
      const started = await Promise.all([pass(scheduler(db, 'server-a')), pass(scheduler(other, 'server-b'))]);
      expect(started[0] + started[1]).toBe(6);
      for (let i = 0; i < 6; i += 1) expect(scrapers.callsOf(`shared-${i}`)).toBe(1);
      for (const id of ids) expect(await jobStatuses(id)).toEqual(['SUCCESS']);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('skips a due run while the previous run still holds its lease, and records the skip', async () => {
    const id = await createScraper({ scripted: [{ name: 'slow' }] });
    scrapers.holdUntilReleased('slow');
    const s = scheduler(db, 'worker-a');
    expect(await s.tick()).toBe(1);
    await makeDue(id);
    expect(await scheduler(db, 'worker-b').tick()).toBe(0);
    expect(scrapers.callsOf('slow')).toBe(1);
    // The run under way has its RUNNING row until it writes its outcome.
    expect(await jobStatuses(id)).toEqual(['RUNNING', 'SKIPPED']);
    expect((await scheduleOf(id))!.skipped_runs).toBe(1);

    scrapers.releaseAll();
    await s.idle();
    expect(await jobStatuses(id)).toEqual(['SKIPPED', 'SUCCESS']);
    expect(await scheduleOf(id)).toMatchObject({ lease_until: null, leased_by: null });
  });

  it('runs a changed scraper again at once and stops a deleted one', async () => {
    const id = await createScraper({ scripted: [{ name: 'before' }] });
    const s = scheduler(db, 'worker-a');
    await pass(s);
    await db.query('UPDATE config_scrapers SET spec = $2::jsonb WHERE id = $1', [id, JSON.stringify({ scripted: [{ name: 'after' }] })]);
    expect(await pass(s)).toBe(1);
    expect(scrapers.calls).toEqual(['before', 'after']);

    await db.query('UPDATE config_scrapers SET deleted_at = now() WHERE id = $1', [id]);
    await makeDue(id);
    expect(await pass(s)).toBe(0);
    expect(await scheduleOf(id)).toBeUndefined();
    expect(scrapers.calls).toEqual(['before', 'after']);
  });

  it('stores nothing for a run interrupted by shutdown, and leaves the scraper due for the next server', async () => {
    const id = await createScraper({ scripted: [{ name: 'cut-short' }] });
    scrapers.script('cut-short', hangs);
    const s = scheduler(db, 'worker-a');
    expect(await s.tick()).toBe(1);
    await s.stop();
    expect(ingestion.received).toEqual([]);
    expect(await jobStatuses(id)).toEqual([]);
    const schedule = (await scheduleOf(id))!;
    expect(schedule).toMatchObject({ lease_until: null, leased_by: null });
    expect(schedule.next_run_at.getTime()).toBeLessThanOrEqual(schedule.db_now.getTime());
  });

  it('runs due scrapers on its own once started, and stops cleanly', async () => {
    const id = await createScraper({ scripted: [{ name: 'looped' }] });
    const running = startScraperScheduler(db, quietLogger, { ingestion, types: scrapers.lookup, intervalMs: 50, listenUrl: db.url });
    try {
      expect(await running.listening).toBe(testDbKind === 'postgres');
      await vi.waitFor(async () => expect(await jobStatuses(id)).toEqual(['SUCCESS']), { timeout: 10_000, interval: 50 });
    } finally {
      await running.stop();
    }
    expect(scrapers.callsOf('looped')).toBe(1);
    expect(ingestion.received.map((r) => r.scraperId)).toEqual([id]);
  });
});
