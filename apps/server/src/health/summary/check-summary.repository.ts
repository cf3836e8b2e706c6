import type { CheckSummary } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import { SUMMARY_SORT_COLUMNS, type SummaryQuery } from './summary-query.ts';

/** One row of the health summary, shaped like the `check_summary` view, as `@vigil/domain` declares it for the web app. */
export type CheckSummaryRow = CheckSummary<Date>;

/*
 * The rows of the check_summary view: the figures are computed in one place, the function
 * check_summary_rows of migration 0025, which the view reads too. Its filters on the checks narrow
 * which checks are computed (the planner inlines the function). last_pass and last_fail are read
 * as timestamps too, so they keep the precision and form of every other time of the answer.
 */
const SUMMARY_SQL = `
SELECT id, canary_id, agent_id, type, name, namespace, canary_name, canary_namespace, labels, description, icon,
  endpoint, owner, severity, status, last_runtime, last_transition_time, next_runtime, silenced_at,
  uptime, last_pass, last_fail, latency, created_at, updated_at, deleted_at
FROM check_summary_rows($9::timestamptz, $1::boolean)
WHERE ($2::uuid IS NULL OR id = $2::uuid)
  AND ($3::uuid IS NULL OR canary_id = $3::uuid)
  AND ($4::text IS NULL OR status = $4::text)
  AND ($5::text IS NULL OR type = $5::text)
  AND ($6::text IS NULL OR namespace = $6::text)
  AND ($7::uuid IS NULL OR agent_id = $7::uuid)
  AND labels @> $8::jsonb`;

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
