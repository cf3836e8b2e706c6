import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHealthMaintenance } from '#src/health/rollup/health-maintenance.runner.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { ago, DAY, HOUR, insertCanary, insertCheck, insertStatuses, MINUTE } from '../summary/health-fixtures.ts';

describe(`startHealthMaintenance (${testDbKind})`, () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('rolls up recent results, applies retention and records each job, until stopped', async () => {
    const check = await insertCheck(db, await insertCanary(db), { name: 'runner' });
    await insertStatuses(db, check, [
      { at: ago(3 * HOUR), pass: true, duration: 30 },
      { at: ago(2 * MINUTE), pass: false, duration: 10 },
      { at: ago(40 * DAY), pass: true, duration: 50 },
    ]);
    const logged: string[] = [];
    const logger = { warn: (_: object, message: string) => logged.push(message), error: (_: object, message: string) => logged.push(message) };

    const maintenance = startHealthMaintenance(db, logger);
    const jobNames = async () => (await db.query<{ name: string; status: string }>('SELECT DISTINCT name, status FROM job_history ORDER BY name')).rows;
    await vi.waitFor(
      async () =>
        expect(await jobNames()).toEqual([
          { name: 'CheckStatusRetention', status: 'SUCCESS' },
          { name: 'CheckStatusRollupDaily', status: 'SUCCESS' },
          { name: 'CheckStatusRollupHourly', status: 'SUCCESS' },
        ]),
      { timeout: 10_000, interval: 100 },
    );
    await maintenance.stop();

    const hours = (await db.query<{ total: number }>('SELECT total FROM check_statuses_1h WHERE check_id = $1', [check])).rows;
    // The catch-up after a start covers the past day: the result three hours ago is rolled up too.
    expect(hours.reduce((sum, row) => sum + row.total, 0)).toBe(2);
    const raw = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1', [check])).rows[0]!.n;
    expect(raw).toBe(2);
    expect(logged).toEqual([]);
  });
});
