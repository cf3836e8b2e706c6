import type { Queryable } from '../db/db.ts';
import type { CheckResult } from './check-runner.service.ts';

/** One stored result of one check, as `check_statuses` holds it. */
export interface StoredCheckStatus {
  check_id: string;
  time: string;
  duration: number | null;
  status: boolean;
  invalid: boolean;
  message: string | null;
  error: string | null;
  details: unknown;
}

export interface CheckResultOf extends CheckResult {
  checkId: string;
}

/** Results of check runs: the history in `check_statuses` and the current state on `checks`. */
export class CheckStatusRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Stores a batch of results: one multi-row insert into `check_statuses`, then one update of the
   * checks' status and run times. The triggers on `checks` set `last_transition_time` and enqueue
   * `check.passed` / `check.failed` when (and only when) a status changes.
   */
  async record(results: readonly CheckResultOf[], nextRuntime: Date | null): Promise<void> {
    if (results.length === 0) return;
    const payload = JSON.stringify(
      results.map((r) => ({
        check_id: r.checkId,
        time: r.time.toISOString(),
        duration: r.duration,
        status: r.pass,
        invalid: r.invalid,
        message: r.message,
        error: r.error,
        details: r.details,
      })),
    );
    await this.db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, invalid, message, error, details)
       SELECT r.check_id, r.time, r.duration, r.status, r.invalid, r.message, r.error, r.details
       FROM jsonb_to_recordset($1::jsonb)
         AS r(check_id uuid, time timestamptz, duration integer, status boolean, invalid boolean, message text, error text, details jsonb)
       ON CONFLICT (check_id, time) DO NOTHING`,
      [payload],
    );
    await this.db.query(
      `UPDATE checks c
       SET status = CASE WHEN r.status THEN 'healthy' ELSE 'unhealthy' END, last_runtime = r.time, next_runtime = coalesce($2::timestamptz, c.next_runtime)
       FROM jsonb_to_recordset($1::jsonb) AS r(check_id uuid, time timestamptz, status boolean)
       WHERE c.id = r.check_id`,
      [payload, nextRuntime],
    );
  }

  async latest(checkId: string): Promise<StoredCheckStatus | undefined> {
    const { rows } = await this.db.query<StoredCheckStatus>(
      `SELECT check_id, to_json(time)#>>'{}' AS time, duration, status, invalid, message, error, details
       FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 1`,
      [checkId],
    );
    return rows[0];
  }
}
