import type { Queryable } from '#src/db/db.ts';

/**
 * Rollups of check results: one `check_statuses_1h` row per check and UTC hour (from the raw
 * statuses), one `check_statuses_1d` row per check and UTC day (from the hourly rows), and the
 * deletion of rows past their retention. A re-run over the same period replaces its rows.
 */
export class CheckStatusRollupRepository {
  constructor(private readonly db: Queryable) {}

  /** Rolls up the raw statuses of [from, until); answers how many hourly rows were written. */
  async rollupHours(from: Date, until: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `INSERT INTO check_statuses_1h (check_id, created_at, duration, total, passed, failed)
       SELECT s.check_id, date_trunc('hour', s.time, 'UTC'), round(avg(s.duration))::integer,
              count(*), count(*) FILTER (WHERE s.status), count(*) FILTER (WHERE NOT s.status)
       FROM check_statuses s
       WHERE s.time >= $1::timestamptz AND s.time < $2::timestamptz
       GROUP BY 1, 2
       ON CONFLICT (check_id, created_at) DO UPDATE
       SET duration = EXCLUDED.duration, total = EXCLUDED.total, passed = EXCLUDED.passed, failed = EXCLUDED.failed`,
      [from, until],
    );
    return rowCount;
  }

  /** Rolls up the hourly rows of [from, until) into days; the daily duration is weighted by each hour's count. */
  async rollupDays(from: Date, until: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `INSERT INTO check_statuses_1d (check_id, created_at, duration, total, passed, failed)
       SELECT h.check_id, date_trunc('day', h.created_at, 'UTC'),
              round(sum(h.duration::numeric * h.total) FILTER (WHERE h.duration IS NOT NULL)
                / nullif(sum(h.total) FILTER (WHERE h.duration IS NOT NULL), 0))::integer,
              sum(h.total), sum(h.passed), sum(h.failed)
       FROM check_statuses_1h h
       WHERE h.created_at >= $1::timestamptz AND h.created_at < $2::timestamptz
       GROUP BY 1, 2
       ON CONFLICT (check_id, created_at) DO UPDATE
       SET duration = EXCLUDED.duration, total = EXCLUDED.total, passed = EXCLUDED.passed, failed = EXCLUDED.failed`,
      [from, until],
    );
    return rowCount;
  }

  async deleteStatusesBefore(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM check_statuses WHERE time < $1::timestamptz', [cutoff]);
    return rowCount;
  }

  async deleteHourlyBefore(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM check_statuses_1h WHERE created_at < $1::timestamptz', [cutoff]);
    return rowCount;
  }

  async deleteDailyBefore(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM check_statuses_1d WHERE created_at < $1::timestamptz', [cutoff]);
    return rowCount;
  }
}
