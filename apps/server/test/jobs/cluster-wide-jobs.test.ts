import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdentityHousekeeping } from '#src/auth/identity/housekeeping.service.ts';
import { startCatalogMaintenance } from '#src/catalog/maintenance/catalog-maintenance.runner.ts';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { startHealthMaintenance } from '#src/health/rollup/health-maintenance.runner.ts';
import { ClusterWideJob } from '#src/jobs/cluster-wide-job.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

const quietLogger = { warn: () => undefined, error: () => undefined };

describe(`cluster-wide maintenance jobs run once per cluster, not once per replica (${testDbKind})`, () => {
  let db: TestDb;
  let other: Db;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    // A second replica: on PostgreSQL its own pool, as a second server would have; PGlite has one connection.
    other = db.url ? await openPostgresDb({ connectionString: db.url, maxConnections: 5 }) : db;
  });
  afterAll(async () => {
    if (other && other !== db) await other.close();
    await db?.close();
  });

  const runsOf = async (names: readonly string[]) =>
    (await db.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM job_history WHERE name = ANY($1::text[]) GROUP BY name ORDER BY name', [names])).rows;
  const makeDue = (name: string) => db.query("UPDATE scheduler.cluster_jobs SET next_run_at = now() - interval '1 second' WHERE name = $1", [name]);

  it('gives a due turn to exactly one of the replicas asking at once, and the next one only when due', async () => {
    const replicas = [new ClusterWideJob(db, 'turns', 60_000, 'replica-a'), new ClusterWideJob(other, 'turns', 60_000, 'replica-b'), new ClusterWideJob(other, 'turns', 60_000, 'replica-c')];
    const taken = await Promise.all(replicas.map((replica) => replica.takeTurn()));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all(replicas.map((replica) => replica.takeTurn()))).toEqual([false, false, false]);

    // Due again, but the turn's run still holds its lease: nobody starts it twice.
    await makeDue('turns');
    expect(await Promise.all(replicas.map((replica) => replica.takeTurn()))).toEqual([false, false, false]);
    await db.query("UPDATE scheduler.cluster_jobs SET lease_until = NULL WHERE name = 'turns'");
    expect((await Promise.all(replicas.map((replica) => replica.takeTurn()))).filter(Boolean)).toHaveLength(1);
  });

  it('ages the catalog once when two replicas start their maintenance at the same tick', async () => {
    const jobs = ['ConfigAnalysisResolveStale', 'ConfigItemsDeleteStale'];
    const replicas = [startCatalogMaintenance(db, quietLogger, { everyMs: 60_000 }), startCatalogMaintenance(other, quietLogger, { everyMs: 60_000 })];
    await vi.waitFor(async () => expect((await runsOf(jobs)).map((row) => row.name)).toEqual(jobs), { timeout: 10_000, interval: 50 });
    // stop() waits for each replica's pass under way: both have asked for the turn by then.
    await Promise.all(replicas.map((replica) => replica.stop()));
    expect(await runsOf(jobs)).toEqual([
      { name: 'ConfigAnalysisResolveStale', n: 1 },
      { name: 'ConfigItemsDeleteStale', n: 1 },
    ]);
  });

  it('rolls up check results and applies retention once when two replicas start at the same tick', async () => {
    const jobs = ['CheckStatusRetention', 'CheckStatusRollupDaily', 'CheckStatusRollupHourly'];
    const replicas = [startHealthMaintenance(db, quietLogger), startHealthMaintenance(other, quietLogger)];
    await vi.waitFor(async () => expect((await runsOf(jobs)).map((row) => row.name)).toEqual(jobs), { timeout: 10_000, interval: 50 });
    await Promise.all(replicas.map((replica) => replica.stop()));
    expect(await runsOf(jobs)).toEqual(jobs.map((name) => ({ name, n: 1 })));
  });

  it('does the identity housekeeping on one replica per turn', async () => {
    const insertExpiredFlow = () =>
      db.query(
        `INSERT INTO identity_flows (kind, type, state, request_url, expires_at)
         VALUES ('login', 'api', 'choose_method', 'http://localhost/api/.ory/self-service/login/api', now() - interval '2 days')`,
      );
    const expiredFlows = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM identity_flows WHERE expires_at < now() - interval '1 day'")).rows[0]!.n;
    await insertExpiredFlow();
    await new IdentityHousekeeping(db).runNowAndThen();
    expect(await expiredFlows()).toBe(0);

    await insertExpiredFlow();
    await new IdentityHousekeeping(other).runNowAndThen();
    expect(await expiredFlows()).toBe(1);

    await makeDue('IdentityHousekeeping');
    await new IdentityHousekeeping(other).runNowAndThen();
    expect(await expiredFlows()).toBe(0);
  });
});
