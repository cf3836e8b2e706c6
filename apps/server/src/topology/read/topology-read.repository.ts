import type { ComponentProperty, ComponentSummary } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';

/** One live component as the topology read API answers it, before nesting. */
export interface ComponentRow {
  id: string;
  topology_id: string | null;
  agent_id: string;
  parent_id: string | null;
  path: string;
  external_id: string | null;
  name: string;
  text: string | null;
  type: string | null;
  namespace: string | null;
  status: string;
  status_reason: string | null;
  health: string | null;
  description: string | null;
  icon: string | null;
  owner: string | null;
  tooltip: string | null;
  lifecycle: string | null;
  labels: Record<string, string> | null;
  hidden: boolean;
  log_selectors: unknown;
  properties: ComponentProperty[] | null;
  summary: ComponentSummary | null;
  is_leaf: boolean;
  cost_per_minute: number | null;
  cost_total_1d: number | null;
  cost_total_7d: number | null;
  cost_total_30d: number | null;
  created_at: Date;
  updated_at: Date | null;
  team_names: string[];
}

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

// A component and its descendants down to $2 levels (the component being the first).
const SUBTREE_SQL = `
WITH root AS (
  SELECT id, CASE WHEN path = '' THEN id::text ELSE path || '.' || id::text END AS prefix,
    CASE WHEN path = '' THEN 0 ELSE length(path) - length(replace(path, '.', '')) + 1 END AS level
  FROM components WHERE id = $1::uuid AND deleted_at IS NULL
)
SELECT ${COLUMNS}
FROM root JOIN components c ON c.id = root.id OR c.path = root.prefix OR c.path LIKE root.prefix || '.%'
${TEAM_NAMES}
WHERE c.deleted_at IS NULL AND ${LEVEL} < root.level + $2::int
ORDER BY c.name, c.id`;

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
}
