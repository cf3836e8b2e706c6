import type { CheckGraph, CheckGraphBucket } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import type { GraphRange } from './graph-range.ts';

export type GraphBucket = CheckGraphBucket<Date>;

export type GraphTotals = Omit<CheckGraph<Date>, 'status'>;

const ROLLUP_TABLES = { hourly: 'check_statuses_1h', daily: 'check_statuses_1d' } as const;

const BUCKET = 'to_timestamp(floor(extract(epoch FROM t) / $4::integer) * $4::integer)';

/** The raw results of the range, or the rollup rows (created_at, passed, failed, mean duration) standing in for them. */
function rowsOf(range: GraphRange): string {
  if (range.source === 'raw') {
    return `SELECT s.time AS t, CASE WHEN s.status THEN 1 ELSE 0 END AS passed, CASE WHEN s.status THEN 0 ELSE 1 END AS failed,
              s.duration, 1 AS weight
            FROM check_statuses s WHERE s.check_id = $1::uuid AND s.time >= $2::timestamptz AND s.time <= $3::timestamptz`;
  }
  const table = ROLLUP_TABLES[range.source];
  return `SELECT r.created_at AS t, r.passed, r.failed, r.duration, r.total AS weight
          FROM ${table} r WHERE r.check_id = $1::uuid AND r.created_at >= $2::timestamptz AND r.created_at <= $3::timestamptz`;
}

/** Reads a check's results over a time range, bucketed for the health chart. */
export class CheckGraphRepository {
  constructor(private readonly db: Queryable) {}

  async checkExists(checkId: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM checks WHERE id = $1::uuid', [checkId]);
    return rows.length > 0;
  }

  async buckets(checkId: string, range: GraphRange): Promise<GraphBucket[]> {
    const { rows } = await this.db.query<GraphBucket>(
      `SELECT ${BUCKET} AS time,
              sum(failed) = 0 AS status,
              round(sum(duration::numeric * weight) FILTER (WHERE duration IS NOT NULL)
                / nullif(sum(weight) FILTER (WHERE duration IS NOT NULL), 0))::integer AS duration,
              sum(passed)::integer AS passed,
              sum(failed)::integer AS failed
       FROM (${rowsOf(range)}) rows
       GROUP BY 1 ORDER BY 1`,
      [checkId, range.start, range.end, range.bucketSeconds],
    );
    return rows;
  }

  /**
   * Percentiles and uptime over the whole range. Rollup rows only keep a mean duration, so over
   * rollups the percentiles are those of the hourly (or daily) means.
   */
  async totals(checkId: string, range: GraphRange): Promise<GraphTotals> {
    const { rows } = await this.db.query<{ p99: number | null; p97: number | null; p95: number | null; passed: number; failed: number }>(
      `SELECT round(percentile_cont(0.99) WITHIN GROUP (ORDER BY duration))::integer AS p99,
              round(percentile_cont(0.97) WITHIN GROUP (ORDER BY duration))::integer AS p97,
              round(percentile_cont(0.95) WITHIN GROUP (ORDER BY duration))::integer AS p95,
              coalesce(sum(passed), 0)::integer AS passed,
              coalesce(sum(failed), 0)::integer AS failed
       FROM (${rowsOf(range)}) rows`,
      [checkId, range.start, range.end],
    );
    const row = rows[0]!;
    return { latency: { p99: row.p99, p97: row.p97, p95: row.p95 }, uptime: { passed: row.passed, failed: row.failed } };
  }
}
