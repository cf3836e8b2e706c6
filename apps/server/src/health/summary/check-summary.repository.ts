import type { Queryable } from '../../db/db.ts';
import { SUMMARY_SORT_COLUMNS, type SummaryQuery } from './summary-query.ts';

/** One row of the health summary, shaped like the `check_summary` view. */
export interface CheckSummaryRow {
  id: string;
  canary_id: string;
  agent_id: string;
  type: string;
  name: string;
  namespace: string | null;
  canary_name: string;
  canary_namespace: string;
  labels: Record<string, string>;
  description: string | null;
  icon: string | null;
  endpoint: string | null;
  owner: string | null;
  severity: string | null;
  status: 'healthy' | 'unhealthy' | null;
  last_runtime: Date | null;
  last_transition_time: Date | null;
  next_runtime: Date | null;
  silenced_at: Date | null;
  uptime: { passed: number; failed: number; last_pass: Date | null; last_fail: Date | null };
  latency: { p99: number | null; p97: number | null; p95: number | null; rolling1h: number | null };
  created_at: Date;
  updated_at: Date | null;
  deleted_at: Date | null;
}

/*
 * The same figures as the check_summary view, computed in one statement for the selected checks
 * only. Statuses are read from the last hour (one grouped scan of check_statuses by time), plus
 * index probes that each stop at one row: the latest status, and the latest one before the
 * check's last transition (which holds the other outcome), so last_pass and last_fail never
 * need to walk a check's whole history.
 */
const SUMMARY_SQL = `
WITH selected AS (
  SELECT * FROM (
  SELECT c.*, ca.name AS canary_name, ca.namespace AS canary_namespace,
    CASE WHEN jsonb_typeof(ca.labels) = 'object' THEN ca.labels ELSE '{}' END
      || CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}' END AS merged_labels
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  WHERE ($1::boolean OR (c.deleted_at IS NULL AND ca.deleted_at IS NULL))
    AND ($2::uuid IS NULL OR c.id = $2::uuid)
    AND ($3::uuid IS NULL OR c.canary_id = $3::uuid)
    AND ($4::text IS NULL OR c.status = $4::text)
    AND ($5::text IS NULL OR c.type = $5::text)
    AND ($6::text IS NULL OR c.namespace = $6::text)
    AND ($7::uuid IS NULL OR c.agent_id = $7::uuid)
  ) matching
  WHERE merged_labels @> $8::jsonb
),
hour AS (
  SELECT s.check_id,
    count(*) AS total,
    count(*) FILTER (WHERE s.status) AS passed,
    count(*) FILTER (WHERE NOT s.status) AS failed,
    max(s.time) FILTER (WHERE s.status) AS last_pass,
    max(s.time) FILTER (WHERE NOT s.status) AS last_fail,
    round(percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration))::integer AS p99,
    round(percentile_cont(0.97) WITHIN GROUP (ORDER BY s.duration))::integer AS p97,
    round(percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration))::integer AS p95,
    round(avg(s.duration))::integer AS mean
  FROM check_statuses s
  WHERE s.time > $9::timestamptz - interval '1 hour' AND s.check_id IN (SELECT id FROM selected)
  GROUP BY s.check_id
),
summary AS (
  SELECT sel.id, sel.canary_id, sel.agent_id, sel.type, sel.name, sel.namespace, sel.canary_name,
    sel.canary_namespace, sel.merged_labels AS labels, sel.description, sel.icon, sel.endpoint, sel.owner,
    sel.severity, sel.status, sel.last_runtime, sel.last_transition_time, sel.next_runtime, sel.silenced_at,
    jsonb_build_object(
      'passed', CASE WHEN hour.total > 0 THEN hour.passed WHEN last.status THEN 1 ELSE 0 END,
      'failed', CASE WHEN hour.total > 0 THEN hour.failed WHEN NOT last.status THEN 1 ELSE 0 END
    ) AS uptime,
    coalesce(hour.last_pass, CASE WHEN last.status THEN last.time WHEN prior.status THEN prior.time END) AS last_pass,
    coalesce(hour.last_fail, CASE WHEN NOT last.status THEN last.time WHEN NOT prior.status THEN prior.time END) AS last_fail,
    jsonb_build_object(
      'p99', CASE WHEN hour.total > 0 THEN hour.p99 ELSE last.duration END,
      'p97', CASE WHEN hour.total > 0 THEN hour.p97 ELSE last.duration END,
      'p95', CASE WHEN hour.total > 0 THEN hour.p95 ELSE last.duration END,
      'rolling1h', CASE WHEN hour.total > 0 THEN hour.mean ELSE last.duration END
    ) AS latency,
    sel.created_at, sel.updated_at, sel.deleted_at
  FROM selected sel
  LEFT JOIN hour ON hour.check_id = sel.id
  LEFT JOIN LATERAL (
    SELECT s.status, s.duration, s.time FROM check_statuses s WHERE s.check_id = sel.id ORDER BY s.time DESC LIMIT 1
  ) last ON true
  LEFT JOIN LATERAL (
    SELECT s.status, s.time FROM check_statuses s
    WHERE s.check_id = sel.id AND s.time < sel.last_transition_time ORDER BY s.time DESC LIMIT 1
  ) prior ON true
)
SELECT * FROM summary`;

interface SummarySqlRow extends Omit<CheckSummaryRow, 'uptime'> {
  uptime: { passed: number; failed: number };
  last_pass: Date | null;
  last_fail: Date | null;
}

/** Reads the health summary of checks: one statement however many checks match. */
export class CheckSummaryRepository {
  constructor(private readonly db: Queryable) {}

  async list(query: SummaryQuery, now: Date): Promise<CheckSummaryRow[]> {
    const direction = query.sortDesc ? 'DESC' : 'ASC';
    const order = `ORDER BY ${SUMMARY_SORT_COLUMNS[query.sortBy]} ${direction} NULLS LAST, name ASC, id ASC`;
    const { rows } = await this.db.query<SummarySqlRow>(`${SUMMARY_SQL} ${order}`, [
      query.includeDeleted,
      query.checkId,
      query.canaryId,
      query.status,
      query.type,
      query.namespace,
      query.agentId,
      JSON.stringify(query.labels),
      now,
    ]);
    return rows.map(({ last_pass, last_fail, uptime, ...row }) => ({ ...row, uptime: { ...uptime, last_pass, last_fail } }));
  }
}
