import type { TopologyComponent } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import type { ValueMatcher } from './topology-query.ts';

/** One live component as the topology read API answers it, before nesting (the driver reads times as Dates). */
export type ComponentRow = Omit<TopologyComponent, 'created_at' | 'updated_at' | 'components'> & {
  created_at: Date;
  updated_at: Date | null;
};

// The number of ancestors of a component, from its dot-joined path.
const LEVEL = `(CASE WHEN c.path = '' THEN 0 ELSE length(c.path) - length(replace(c.path, '.', '')) + 1 END)`;

const COLUMNS = `c.id, c.topology_id, c.agent_id, c.parent_id, c.path, c.external_id, c.name, c.text, c.type,
  c.namespace, c.status, c.status_reason, c.health, c.description, c.icon, c.owner, c.tooltip, c.lifecycle,
  c.labels, c.hidden, c.log_selectors, c.properties, c.summary, c.is_leaf,
  c.cost_per_minute::float8 AS cost_per_minute, c.cost_total_1d::float8 AS cost_total_1d,
  c.cost_total_7d::float8 AS cost_total_7d, c.cost_total_30d::float8 AS cost_total_30d,
  c.created_at, c.updated_at, COALESCE(tn.names, '{}') AS team_names`;

const TEAM_NAMES = `LEFT JOIN (
  SELECT tc.component_id, array_agg(DISTINCT t.name ORDER BY t.name) AS names
  FROM team_components tc JOIN teams t ON t.id = tc.team_id GROUP BY tc.component_id
) tn ON tn.component_id = c.id`;

// A component and its descendants down to $2 levels (the component being the first), walked down
// `parent_id` (indexed) so the read grows with the subtree, not with the table.
const SUBTREE_SQL = `
WITH RECURSIVE walk (id, level) AS (
  SELECT id, 1 FROM components WHERE id = $1::uuid AND deleted_at IS NULL
  UNION ALL
  SELECT c.id, w.level + 1 FROM walk w JOIN components c ON c.parent_id = w.id AND c.deleted_at IS NULL
  WHERE w.level < $2::int
)
SELECT ${COLUMNS}
FROM walk JOIN components c ON c.id = walk.id
${TEAM_NAMES}
ORDER BY c.name, c.id`;

// A ValueMatcher in SQL: $excluded and $included as text arrays, NULL compared as ''.
const matches = (column: string, included: number, excluded: number) =>
  `(NOT (COALESCE(${column}, '') = ANY($${excluded}::text[])) AND (cardinality($${included}::text[]) = 0
    OR '*' = ANY($${included}::text[]) OR COALESCE(${column}, '') = ANY($${included}::text[])))`;

// Hidden, or under a live hidden component ($hidden true: nothing is); the hidden ids are read once.
const HIDDEN = (hidden: number) => `(NOT $${hidden}::boolean AND (c.hidden OR string_to_array(c.path, '.')
  && ARRAY(SELECT h.id::text FROM components h WHERE h.hidden AND h.deleted_at IS NULL)))`;

// The live components matching the filters at any level, each with its descendants down to $1 levels
// (itself being the first), leaving out hidden ones and what is under them unless $2.
const MATCHING_SQL = `
WITH RECURSIVE listed AS (
  SELECT c.id FROM components c
  WHERE c.deleted_at IS NULL AND ${matches('c.type', 3, 4)} AND ${matches('c.status', 5, 6)}
    AND ($7::uuid IS NULL OR c.topology_id = $7::uuid) AND ($8::uuid IS NULL OR c.agent_id = $8::uuid)
    AND NOT ${HIDDEN(2)}
),
walk (id, level) AS (
  SELECT id, 1 FROM listed
  UNION
  SELECT c.id, w.level + 1 FROM walk w
  JOIN components c ON c.parent_id = w.id AND c.deleted_at IS NULL AND ($2::boolean OR NOT c.hidden)
  WHERE w.level < $1::int
)
SELECT ${COLUMNS}
FROM (SELECT DISTINCT id FROM walk) found JOIN components c ON c.id = found.id
${TEAM_NAMES}
ORDER BY c.name, c.id`;

// What every visible live component offers to filter by, as distinct (kind, key, value) rows.
const FILTER_VALUES_SQL = `
WITH visible AS (
  SELECT c.id, c.status, c.type, c.labels FROM components c WHERE c.deleted_at IS NULL AND NOT ${HIDDEN(1)}
)
SELECT 'status' AS kind, NULL AS key, status AS value FROM visible GROUP BY status
UNION ALL SELECT 'type', NULL, type FROM visible WHERE type IS NOT NULL GROUP BY type
UNION ALL SELECT 'team', NULL, t.name FROM visible v
  JOIN team_components tc ON tc.component_id = v.id JOIN teams t ON t.id = tc.team_id GROUP BY t.name
UNION ALL SELECT 'tag', l.key, l.value FROM visible v, jsonb_each_text(v.labels) l
  WHERE jsonb_typeof(v.labels) = 'object' GROUP BY l.key, l.value`;

/** The filters pushed into SQL for a listing at any level (see `matching`). */
export interface MatchingFilters {
  type: ValueMatcher;
  status: ValueMatcher;
  topologyId: string | undefined;
  agentId: string | undefined;
  hidden: boolean;
}

/** One value a component offers to filter by: a status, type or team (key null), or a label. */
export interface FilterValueRow {
  kind: 'status' | 'type' | 'team' | 'tag';
  key: string | null;
  value: string | null;
}

// Every live component down to $1 levels from the roots (NULL: every level).
const FOREST_SQL = `
SELECT ${COLUMNS}
FROM components c
${TEAM_NAMES}
WHERE c.deleted_at IS NULL AND ($1::int IS NULL OR ${LEVEL} < $1::int)
ORDER BY c.name, c.id`;

/** Reads live components for the topology read API: one statement per request. */
export class TopologyReadRepository {
  constructor(private readonly db: Queryable) {}

  /** The component and its descendants within `levels` levels, or [] when it does not exist (or is deleted). */
  async subtree(id: string, levels: number): Promise<ComponentRow[]> {
    const { rows } = await this.db.query<ComponentRow>(SUBTREE_SQL, [id, levels], { prepared: true });
    return rows;
  }

  /** The roots and their descendants within `levels` levels; every component when `levels` is null. */
  async forest(levels: number | null): Promise<ComponentRow[]> {
    const { rows } = await this.db.query<ComponentRow>(FOREST_SQL, [levels], { prepared: true });
    return rows;
  }

  /** The components matching `filters` at any level, each with its descendants within `levels` levels. */
  async matching(levels: number, filters: MatchingFilters): Promise<ComponentRow[]> {
    const { type, status } = filters;
    const params = [levels, filters.hidden, type.included, type.excluded, status.included, status.excluded, filters.topologyId ?? null, filters.agentId ?? null];
    const { rows } = await this.db.query<ComponentRow>(MATCHING_SQL, params, { prepared: true });
    return rows;
  }

  /** The statuses, types, teams and labels of every live component, hidden ones (and under) only when `hidden`. */
  async filterValues(hidden: boolean): Promise<FilterValueRow[]> {
    const { rows } = await this.db.query<FilterValueRow>(FILTER_VALUES_SQL, [hidden], { prepared: true });
    return rows;
  }
}
