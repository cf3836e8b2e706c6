import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthMaintenanceService } from '#src/health/rollup/health-maintenance.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { DAY, insertCanary, insertCheck, insertStatuses } from '../summary/health-fixtures.ts';

const at = (iso: string) => new Date(iso);

interface RollupRow {
  check_id: string;
  created_at: Date;
  duration: number | null;
  total: number;
  passed: number;
  failed: number;
}

describe(`check status rollups and retention (${testDbKind})`, () => {
  let db: TestDb;
  let maintenance: HealthMaintenanceService;
  let api: string;
  let web: string;
  const now = at('2026-03-10T12:30:00Z');

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    maintenance = new HealthMaintenanceService(db, 'test-host');
    const canary = await insertCanary(db);
    api = await insertCheck(db, canary, { name: 'api' });
    web = await insertCheck(db, canary, { name: 'web' });
    await insertStatuses(db, api, [
      { at: at('2026-03-10T10:15:00Z'), pass: true, duration: 999 },
      { at: at('2026-03-10T11:05:00Z'), pass: true, duration: 100 },
      { at: at('2026-03-10T11:35:00Z'), pass: false, duration: 300 },
      { at: at('2026-03-10T11:59:59Z'), pass: true, duration: 200 },
      { at: at('2026-03-10T12:10:00Z'), pass: true, duration: 40 },
    ]);
    await insertStatuses(db, web, [{ at: at('2026-03-10T11:20:00Z'), pass: false, duration: null }]);
  });
  afterAll(async () => {
    await db?.close();
  });

  const hourly = async () =>
    (await db.query<RollupRow>('SELECT check_id, created_at, duration, total, passed, failed FROM check_statuses_1h ORDER BY created_at, check_id')).rows;
  const daily = async () =>
    (await db.query<RollupRow>('SELECT check_id, created_at, duration, total, passed, failed FROM check_statuses_1d ORDER BY created_at, check_id')).rows;
  const jobs = async (name: string) =>
    (await db.query<{ status: string; success_count: number; error_count: number; hostname: string; details: Record<string, unknown> }>(
      'SELECT status, success_count, error_count, hostname, details FROM job_history WHERE name = $1 ORDER BY time_start, id',
      [name],
    )).rows;
  const withIsoTimes = (rows: RollupRow[]) => rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));

  it('rolls up the previous and the current hour into one row per check and hour', async () => {
    const result = await maintenance.rollupHourly(now);
    expect(result).toMatchObject({ job: 'CheckStatusRollupHourly', status: 'SUCCESS', successCount: 3, errorCount: 0 });
    const expected = [
      { check_id: api, created_at: '2026-03-10T11:00:00.000Z', duration: 200, total: 3, passed: 2, failed: 1 },
      { check_id: web, created_at: '2026-03-10T11:00:00.000Z', duration: null, total: 1, passed: 0, failed: 1 },
      { check_id: api, created_at: '2026-03-10T12:00:00.000Z', duration: 40, total: 1, passed: 1, failed: 0 },
    ];
    expect(withIsoTimes(await hourly())).toEqual(expect.arrayContaining(expected));
    expect(await hourly()).toHaveLength(3);
    expect(await jobs('CheckStatusRollupHourly')).toEqual([
      { status: 'SUCCESS', success_count: 3, error_count: 0, hostname: 'test-host', details: { from: '2026-03-10T11:00:00.000Z', until: '2026-03-10T12:30:00.000Z', rows: 3 } },
    ]);
  });

  it('replaces an hour\'s row when the rollup runs again, instead of adding one', async () => {
    const before = withIsoTimes(await hourly());
    await maintenance.rollupHourly(now);
    expect(withIsoTimes(await hourly())).toEqual(before);

    await insertStatuses(db, api, [{ at: at('2026-03-10T12:20:00Z'), pass: false, duration: 80 }]);
    await maintenance.rollupHourly(at('2026-03-10T12:45:00Z'));
    const rows = withIsoTimes(await hourly());
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({ check_id: api, created_at: '2026-03-10T12:00:00.000Z', duration: 60, total: 2, passed: 1, failed: 1 });
  });

  it('catches up older hours when asked to start earlier', async () => {
    await maintenance.rollupHourly(now, { from: at('2026-03-10T00:00:00Z') });
    expect(withIsoTimes(await hourly())).toContainEqual({ check_id: api, created_at: '2026-03-10T10:00:00.000Z', duration: 999, total: 1, passed: 1, failed: 0 });
  });

  it('rolls hours up into days weighted by each hour\'s count, and re-runs replace the day', async () => {
    const result = await maintenance.rollupDaily(now);
    expect(result).toMatchObject({ job: 'CheckStatusRollupDaily', status: 'SUCCESS', successCount: 2 });
    // api: 10:00 (1 x 999), 11:00 (3 x 200), 12:00 (2 x 60) -> (999 + 600 + 120) / 6
    const expected = [
      { check_id: api, created_at: '2026-03-10T00:00:00.000Z', duration: 287, total: 6, passed: 4, failed: 2 },
      { check_id: web, created_at: '2026-03-10T00:00:00.000Z', duration: null, total: 1, passed: 0, failed: 1 },
    ];
    expect(withIsoTimes(await daily())).toEqual(expect.arrayContaining(expected));
    await maintenance.rollupDaily(now);
    expect(withIsoTimes(await daily())).toHaveLength(2);
    expect((await jobs('CheckStatusRollupDaily')).map((job) => job.status)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('deletes only rows older than 30 days (raw), 90 days (hourly) and 270 days (daily)', async () => {
    const recent = await insertCheck(db, await insertCanary(db), { name: 'retention' });
    const back = (ms: number) => new Date(now.getTime() - ms);
    await insertStatuses(db, recent, [
      { at: back(31 * DAY), pass: true, duration: 1 },
      { at: back(29 * DAY), pass: true, duration: 2 },
    ]);
    const insertRollup = (table: 'check_statuses_1h' | 'check_statuses_1d', createdAt: Date) =>
      db.query(`INSERT INTO ${table} (check_id, created_at, duration, total, passed, failed) VALUES ($1, $2, 5, 1, 1, 0)`, [recent, createdAt]);
    await insertRollup('check_statuses_1h', back(91 * DAY));
    await insertRollup('check_statuses_1h', back(89 * DAY));
    await insertRollup('check_statuses_1d', back(271 * DAY));
    await insertRollup('check_statuses_1d', back(269 * DAY));
    const kept = async (table: string, column: string) =>
      (await db.query<{ at: Date }>(`SELECT ${column} AS at FROM ${table} WHERE check_id = $1 ORDER BY 1`, [recent])).rows.map((row) => row.at.toISOString());

    const result = await maintenance.applyRetention(now);
    expect(result).toEqual({
      job: 'CheckStatusRetention',
      status: 'SUCCESS',
      successCount: 3,
      errorCount: 0,
      details: { deleted: { check_statuses: 1, check_statuses_1h: 1, check_statuses_1d: 1 } },
    });
    expect(await kept('check_statuses', 'time')).toEqual([back(29 * DAY).toISOString()]);
    expect(await kept('check_statuses_1h', 'created_at')).toEqual([back(89 * DAY).toISOString()]);
    expect(await kept('check_statuses_1d', 'created_at')).toEqual([back(269 * DAY).toISOString()]);
    const untouched = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1', [api])).rows[0]!.n;
    expect(untouched).toBe(6);
    expect(await jobs('CheckStatusRetention')).toEqual([
      expect.objectContaining({ status: 'SUCCESS', success_count: 3, error_count: 0 }),
    ]);
  });

  it('records a job that fails as FAILED with its error, and answers rather than throws', async () => {
    await db.exec('ALTER TABLE check_statuses_1d RENAME TO check_statuses_1d_away');
    try {
      const result = await maintenance.rollupDaily(now);
      expect(result).toMatchObject({ job: 'CheckStatusRollupDaily', status: 'FAILED', successCount: 0, errorCount: 1 });
      expect(JSON.stringify(result.details)).toContain('check_statuses_1d');
    } finally {
      await db.exec('ALTER TABLE check_statuses_1d_away RENAME TO check_statuses_1d');
    }
    const last = (await jobs('CheckStatusRollupDaily')).at(-1)!;
    expect(last).toMatchObject({ status: 'FAILED', error_count: 1, details: { errors: [expect.stringContaining('check_statuses_1d')] } });
  });
});
