import type { ComponentSummary } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import type { ChildRollup, RollupInputs, TypeSeverityCount } from './component-rollup.ts';

/** The PostgreSQL channel the roll-up triggers announce marks on (migration 0033). */
export const TOPOLOGY_ROLLUP_CHANNEL = 'topology_rollup';

export interface ComputedRollup {
  id: string;
  status: string;
  summary: ComponentSummary;
}

// Deepest first, so that one batch settles children before their parents are read.
const CLAIM_SQL = `
WITH picked AS (
  SELECT q.component_id FROM component_rollup_queue q
  JOIN components c ON c.id = q.component_id
  ORDER BY length(c.path) DESC, q.queued_at
  LIMIT $1
  FOR UPDATE OF q SKIP LOCKED
)
DELETE FROM component_rollup_queue q USING picked WHERE q.component_id = picked.component_id
RETURNING q.component_id AS id`;

const COMPONENTS_SQL = `SELECT id, status FROM components WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`;

const CHILDREN_SQL = `
SELECT c.parent_id, c.status, c.summary,
  EXISTS (SELECT 1 FROM components g WHERE g.parent_id = c.id AND g.deleted_at IS NULL) AS has_children
FROM components c WHERE c.parent_id = ANY($1::uuid[]) AND c.deleted_at IS NULL`;

const CHECKS_SQL = `
SELECT r.component_id AS id, COALESCE(ch.status, 'unknown') AS key, count(DISTINCT ch.id)::int AS count
FROM check_component_relationships r JOIN checks ch ON ch.id = r.check_id
WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL AND ch.deleted_at IS NULL
GROUP BY 1, 2`;

const CONFIGS_SQL = `
SELECT r.component_id AS id, COALESCE(ci.health, 'unknown') AS key, count(DISTINCT ci.id)::int AS count
FROM config_component_relationships r JOIN config_items ci ON ci.id = r.config_id
WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL AND ci.deleted_at IS NULL
GROUP BY 1, 2`;

const INSIGHTS_SQL = `
SELECT r.component_id AS id, COALESCE(a.analysis_type, 'other') AS type, COALESCE(a.severity, 'info') AS severity,
  count(DISTINCT a.id)::int AS count
FROM config_component_relationships r
JOIN config_items ci ON ci.id = r.config_id AND ci.deleted_at IS NULL
JOIN config_analysis a ON a.config_id = r.config_id AND a.status = 'open'
WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
GROUP BY 1, 2, 3`;

const INCIDENTS_SQL = `
SELECT l.component_id AS id, i.type, i.severity, count(DISTINCT i.id)::int AS count
FROM (
  SELECT e.component_id, e.hypothesis_id FROM evidences e WHERE e.component_id = ANY($1::uuid[])
  UNION ALL
  SELECT r.component_id, e.hypothesis_id FROM config_component_relationships r
  JOIN evidences e ON e.config_id = r.config_id
  WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
  UNION ALL
  SELECT r.component_id, e.hypothesis_id FROM check_component_relationships r
  JOIN evidences e ON e.check_id = r.check_id
  WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
) l
JOIN hypotheses h ON h.id = l.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE i.deleted_at IS NULL AND i.status NOT IN ('resolved', 'closed')
GROUP BY 1, 2, 3`;

const WRITE_SQL = `
UPDATE components c SET status = u.status, summary = u.summary
FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, status text, summary jsonb)
WHERE c.id = u.id AND (c.status IS DISTINCT FROM u.status OR c.summary IS DISTINCT FROM u.summary)
RETURNING c.parent_id`;

const MARK_SQL = `
INSERT INTO component_rollup_queue (component_id)
SELECT DISTINCT x.id FROM unnest($1::uuid[]) AS x (id)
WHERE EXISTS (SELECT 1 FROM components c WHERE c.id = x.id)
ON CONFLICT (component_id) DO NOTHING`;

interface KeyCountRow {
  id: string;
  key: string;
  count: number;
}

interface TypeSeverityRow extends TypeSeverityCount {
  id: string;
}

function groupCounts(rows: readonly KeyCountRow[]): Map<string, Record<string, number>> {
  const byId = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byId.get(row.id) ?? {};
    counts[row.key] = row.count;
    byId.set(row.id, counts);
  }
  return byId;
}

function groupList<T extends { id: string }>(rows: readonly T[]): Map<string, T[]> {
  const byId = new Map<string, T[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return byId;
}

/** The roll-up's SQL: claiming marked components, reading their inputs, writing the results. */
export class TopologyRollupRepository {
  constructor(private readonly db: Queryable) {}

  /** Within a transaction: makes this transaction's writes of status and summary mark nothing. */
  async quietTriggers(): Promise<void> {
    await this.db.query(`SELECT set_config('vigil.topology_rollup', 'on', true)`);
  }

  /** Takes up to `limit` marked components off the queue (a concurrent server skips them). */
  async claim(limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(CLAIM_SQL, [limit]);
    return rows.map((row) => row.id);
  }

  /** The inputs of every live component among `ids`, by id. */
  async inputs(ids: readonly string[]): Promise<Map<string, RollupInputs>> {
    const params = [ids];
    // One after the other: inside a transaction they share one connection.
    const components = await this.db.query<{ id: string; status: string }>(COMPONENTS_SQL, params);
    const children = await this.db.query<{ parent_id: string; status: string; summary: ComponentSummary | null; has_children: boolean }>(CHILDREN_SQL, params);
    const checks = await this.db.query<KeyCountRow>(CHECKS_SQL, params);
    const configs = await this.db.query<KeyCountRow>(CONFIGS_SQL, params);
    const insights = await this.db.query<TypeSeverityRow>(INSIGHTS_SQL, params);
    const incidents = await this.db.query<TypeSeverityRow>(INCIDENTS_SQL, params);
    const childrenOf = new Map<string, ChildRollup[]>();
    for (const row of children.rows) {
      const list = childrenOf.get(row.parent_id) ?? [];
      list.push({ status: row.status, summary: row.summary, hasChildren: row.has_children });
      childrenOf.set(row.parent_id, list);
    }
    const checkCounts = groupCounts(checks.rows);
    const configCounts = groupCounts(configs.rows);
    const insightRows = groupList(insights.rows);
    const incidentRows = groupList(incidents.rows);
    return new Map(
      components.rows.map((row) => [
        row.id,
        {
          status: row.status,
          checks: checkCounts.get(row.id) ?? {},
          configs: configCounts.get(row.id) ?? {},
          children: childrenOf.get(row.id) ?? [],
          insights: insightRows.get(row.id) ?? [],
          incidents: incidentRows.get(row.id) ?? [],
        },
      ]),
    );
  }

  /** Writes the results that differ from what is stored; answers the parents of the changed ones. */
  async write(results: readonly ComputedRollup[]): Promise<string[]> {
    if (results.length === 0) return [];
    const { rows } = await this.db.query<{ parent_id: string | null }>(WRITE_SQL, [JSON.stringify(results)]);
    return rows.flatMap((row) => (row.parent_id ? [row.parent_id] : []));
  }

  async mark(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(MARK_SQL, [ids]);
  }
}
