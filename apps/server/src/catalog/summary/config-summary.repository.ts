import type { ConfigSummaryRow } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import { StatementParams } from '../statement-params.ts';
import type { SummaryGroup, SummaryRequest, TermFilter } from './config-summary-request.ts';

function groupExpression(group: SummaryGroup, params: StatementParams): string {
  if (group.source === 'tag') return `ci.tags ->> ${params.add(group.key)}::text`;
  if (group.source === 'label') return `ci.labels ->> ${params.add(group.key)}::text`;
  // Column names come from the parser's fixed list, never from the caller's text.
  return `ci.${group.key}::text`;
}

function keyedTerm(column: 'tags' | 'labels', term: TermFilter, params: StatementParams): string {
  const key = params.add(term.key);
  const test = term.value === undefined ? `ci.${column} ? ${key}::text` : `ci.${column} ->> ${key}::text = ${params.add(term.value)}::text`;
  return term.exclude ? `NOT coalesce(${test}, false)` : test;
}

/** Values in a comma list are alternatives; `!` values are all excluded. */
function valueTerms(column: 'status' | 'health', terms: TermFilter[], params: StatementParams): string[] {
  const wanted = terms.filter((t) => !t.exclude).map((t) => t.value);
  const unwanted = terms.filter((t) => t.exclude).map((t) => t.value);
  const clauses: string[] = [];
  if (wanted.length > 0) clauses.push(`ci.${column} = ANY(${params.add(wanted)}::text[])`);
  if (unwanted.length > 0) clauses.push(`coalesce(ci.${column} <> ALL(${params.add(unwanted)}::text[]), true)`);
  return clauses;
}

function whereClause(request: SummaryRequest, params: StatementParams): string {
  const clauses = [
    ...(request.includeDeleted ? [] : ['ci.deleted_at IS NULL']),
    ...request.tags.map((t) => keyedTerm('tags', t, params)),
    ...request.labels.map((t) => keyedTerm('labels', t, params)),
    ...valueTerms('status', request.status, params),
    ...valueTerms('health', request.health, params),
  ];
  return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
}

/*
 * One statement: the matching items are grouped once; changes inside the window are counted per
 * item from the created_at index and summed per group; open analyses observed inside the window
 * are counted per group and key. The answer has one row per group, never one per item.
 */
function summarySql(request: SummaryRequest, params: StatementParams): string {
  const groups = request.groups.map((g, i) => `${groupExpression(g, params)} AS g${i}`);
  const where = whereClause(request, params);
  const changesSince = params.add(request.changesSince);
  const analysisSince = params.add(request.analysisSince);
  const groupCols = request.groups.map((_, i) => `g${i}`);
  const analysisKey = request.analysisBy === 'severity' ? `coalesce(a.severity, 'unknown')` : `coalesce(a.analysis_type, 'other')`;
  return `
WITH items AS (
  SELECT ci.id, ci.health, ci.cost_total_${request.costWindow} AS cost, ${groups.join(', ')}
  FROM config_items ci
  ${where}
),
item_changes AS (
  SELECT c.config_id, count(*) AS n
  FROM config_changes c
  WHERE c.created_at > ${changesSince}::timestamptz AND c.config_id IN (SELECT id FROM items)
  GROUP BY c.config_id
),
grouped AS (
  SELECT ${groupCols.join(', ')}, jsonb_build_array(${groupCols.join(', ')}) AS gk,
    count(*)::integer AS count,
    count(*) FILTER (WHERE i.health = 'healthy')::integer AS healthy,
    count(*) FILTER (WHERE i.health = 'unhealthy')::integer AS unhealthy,
    count(*) FILTER (WHERE i.health = 'warning')::integer AS warning,
    count(*) FILTER (WHERE i.health IS NULL OR i.health NOT IN ('healthy', 'unhealthy', 'warning'))::integer AS unknown,
    coalesce(sum(ic.n), 0)::integer AS changes,
    sum(i.cost)::float8 AS cost
  FROM items i
  LEFT JOIN item_changes ic ON ic.config_id = i.id
  GROUP BY ${groupCols.join(', ')}
),
analysis_counts AS (
  SELECT gk, jsonb_object_agg(key, n) AS analysis
  FROM (
    SELECT jsonb_build_array(${groupCols.map((c) => `i.${c}`).join(', ')}) AS gk, ${analysisKey} AS key, count(*)::integer AS n
    FROM config_analysis a
    JOIN items i ON i.id = a.config_id
    WHERE a.status = 'open' AND coalesce(a.last_observed, a.first_observed) > ${analysisSince}::timestamptz
    GROUP BY 1, 2
  ) per_key
  GROUP BY gk
)
SELECT g.*, coalesce(ac.analysis, '{}'::jsonb) AS analysis
FROM grouped g
LEFT JOIN analysis_counts ac ON ac.gk = g.gk
ORDER BY ${groupCols.map((c) => `g.${c} ASC NULLS LAST`).join(', ')}`;
}

type SqlRow = Record<string, unknown> & {
  count: number;
  healthy: number;
  unhealthy: number;
  warning: number;
  unknown: number;
  changes: number;
  cost: number | null;
  analysis: Record<string, number>;
};

/** Reads the catalog summary: one row per group of items, in one statement. */
export class ConfigSummaryRepository {
  constructor(private readonly db: Queryable) {}

  async summarize(request: SummaryRequest): Promise<ConfigSummaryRow[]> {
    const params = new StatementParams();
    const sql = summarySql(request, params);
    const { rows } = await this.db.query<SqlRow>(sql, params.values);
    return rows.map((row) => {
      const groups = Object.fromEntries(request.groups.map((g, i) => [g.name, row[`g${i}`] ?? null]));
      return {
        ...groups,
        count: row.count,
        health: { healthy: row.healthy, unhealthy: row.unhealthy, warning: row.warning, unknown: row.unknown },
        changes: row.changes,
        analysis: row.analysis,
        [`cost_total_${request.costWindow}`]: row.cost,
      };
    });
  }
}
