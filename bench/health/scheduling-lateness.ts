import type { Db } from '../../apps/server/src/db/db.ts';
import { percentile } from '../support/measure.ts';

export interface Lateness {
  runs: number;
  /** Runs that were the canary's first (due when it was created), among `runs`. */
  firstRuns: number;
  skipped: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface Backlog {
  /** Canaries whose run is due and not yet taken. */
  overdue: number;
  /** How long the oldest of them has been due, in ms. */
  oldestMs: number;
}

/**
 * How late the canary runs that started in [from, to) were. A run is due one interval (60 s)
 * after the previous run of its canary was claimed; the claim comes a few ms before the run's
 * `time_start`, so this reads slightly early. A canary's first run is due when it was created.
 */
export async function schedulingLateness(db: Db, from: Date, to: Date, intervalSeconds: number): Promise<Lateness> {
  const { rows } = await db.query<{ lateness_ms: number; first_run: boolean }>(
    `WITH runs AS (
       SELECT resource_id, time_start,
              lag(time_start) OVER (PARTITION BY resource_id ORDER BY time_start) AS previous
       FROM job_history
       WHERE name = 'CanaryRun' AND resource_type = 'canary' AND status <> 'SKIPPED'
     )
     SELECT (extract(epoch FROM runs.time_start - coalesce(runs.previous + make_interval(secs => $3::float8), ca.created_at)) * 1000)::float8 AS lateness_ms,
            runs.previous IS NULL AS first_run
     FROM runs JOIN canaries ca ON ca.id::text = runs.resource_id
     WHERE runs.time_start >= $1 AND runs.time_start < $2`,
    [from, to, intervalSeconds],
  );
  const { rows: skippedRows } = await db.query<{ skipped: number }>(
    `SELECT count(*)::int AS skipped FROM job_history
     WHERE name = 'CanaryRun' AND status = 'SKIPPED' AND time_start >= $1 AND time_start < $2`,
    [from, to],
  );
  const sorted = rows.map((row) => row.lateness_ms).sort((a, b) => a - b);
  return {
    runs: rows.length,
    firstRuns: rows.filter((row) => row.first_run).length,
    skipped: skippedRows[0]?.skipped ?? 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** The runs due right now that no worker has taken yet: the scheduler's backlog. */
export async function schedulingBacklog(db: Db): Promise<Backlog> {
  const { rows } = await db.query<{ overdue: number; oldest_ms: number | null }>(
    `SELECT count(*)::int AS overdue,
            (extract(epoch FROM now() - min(next_run_at)) * 1000)::float8 AS oldest_ms
     FROM scheduler.job_schedules
     WHERE resource_type = 'canary' AND next_run_at <= now() AND (lease_until IS NULL OR lease_until <= now())`,
  );
  return { overdue: rows[0]?.overdue ?? 0, oldestMs: rows[0]?.oldest_ms ?? 0 };
}

/** How many checks have a result: the bench waits for all of them before measuring. */
export async function checksWithResults(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM checks WHERE last_runtime IS NOT NULL AND deleted_at IS NULL');
  return rows[0]?.count ?? 0;
}
