import type { Queryable } from '../../apps/server/src/db/db.ts';
import type { SessionHeaders } from '../../e2e/support/api-session.ts';
import type { Answer } from '../incidents/incidents-scenarios.ts';
import { LEVEL_TYPES } from './topology-seed.ts';

/** One read of the topology API, and hand-written SQL reading the same components. */
export interface TopologyScenario {
  name: string;
  /** The query string of `GET /api/canary/api/topology`. */
  query: Record<string, string>;
  sql: string;
  params: unknown[];
}

/** The established default depth (the API's default) and the depths the dashboard asks for. */
const DEFAULT_DEPTH = 5;
const DASHBOARD_ROOTS_DEPTH = 2;
const DASHBOARD_COMPONENT_DEPTH = 3;

/*
 * The columns the API answers, with the owning teams' names.
 */
const COLUMNS = `c.id, c.topology_id, c.agent_id, c.parent_id, c.path, c.external_id, c.name, c.text, c.type, c.namespace,
  c.status, c.status_reason, c.health, c.description, c.icon, c.owner, c.tooltip, c.lifecycle, c.labels, c.hidden,
  c.log_selectors, c.properties, c.summary, c.is_leaf, c.cost_per_minute::float8, c.cost_total_1d::float8,
  c.cost_total_7d::float8, c.cost_total_30d::float8, c.created_at, c.updated_at,
  ARRAY(SELECT t.name FROM team_components tc JOIN teams t ON t.id = tc.team_id WHERE tc.component_id = c.id ORDER BY t.name) AS team_names`;
/** The components where `start` holds, and their descendants down the parent links, within $1 levels (the first being 1). */
const treeSql = (start: string) => `
WITH RECURSIVE tree AS (
  SELECT id, 1 AS level FROM components WHERE ${start} AND deleted_at IS NULL AND NOT hidden
  UNION ALL
  SELECT c.id, tree.level + 1 FROM tree JOIN components c ON c.parent_id = tree.id
  WHERE tree.level < $1 AND c.deleted_at IS NULL AND NOT c.hidden
)
SELECT ${COLUMNS} FROM tree JOIN components c ON c.id = tree.id
ORDER BY c.name`;

const ROOTS_SQL = treeSql('parent_id IS NULL');
const SUBTREE_SQL = treeSql('id = $2');
const TYPE_SQL = treeSql('type = $2');

/** The reads timed: the API's defaults, then what the dashboard itself asks for. */
export function topologyScenarios(midComponentId: string): TopologyScenario[] {
  const [, namespace, deployment] = LEVEL_TYPES;
  return [
    { name: 'roots, default depth (5): the whole tree', query: {}, sql: ROOTS_SQL, params: [DEFAULT_DEPTH] },
    { name: `roots, depth ${DASHBOARD_ROOTS_DEPTH} (/topology)`, query: { depth: String(DASHBOARD_ROOTS_DEPTH) }, sql: ROOTS_SQL, params: [DASHBOARD_ROOTS_DEPTH] },
    { name: 'id of a namespace (level 2), default depth', query: { id: midComponentId }, sql: SUBTREE_SQL, params: [DEFAULT_DEPTH, midComponentId] },
    {
      name: `id of a namespace, depth ${DASHBOARD_COMPONENT_DEPTH} (/topology/{id})`,
      query: { id: midComponentId, depth: String(DASHBOARD_COMPONENT_DEPTH) },
      sql: SUBTREE_SQL,
      params: [DASHBOARD_COMPONENT_DEPTH, midComponentId],
    },
    { name: `type=${deployment}, default depth`, query: { type: deployment! }, sql: TYPE_SQL, params: [DEFAULT_DEPTH, deployment] },
    {
      name: `type=${namespace}, depth ${DASHBOARD_ROOTS_DEPTH} (/topology?type=)`,
      query: { type: namespace!, depth: String(DASHBOARD_ROOTS_DEPTH) },
      sql: TYPE_SQL,
      params: [DASHBOARD_ROOTS_DEPTH, namespace],
    },
  ];
}

interface Nested {
  components?: Nested[];
}

function countNested(components: readonly Nested[]): number {
  return components.reduce((sum, component) => sum + 1 + countNested(component.components ?? []), 0);
}

/** Calls the API as the web app does; the answer counts every component in the nested tree. */
export async function callApi(baseUrl: string, session: SessionHeaders, scenario: TopologyScenario): Promise<Answer & { bytes: number }> {
  const query = new URLSearchParams(scenario.query).toString();
  const response = await fetch(`${baseUrl}/api/canary/api/topology${query ? `?${query}` : ''}`, { headers: session });
  const text = await response.text();
  if (!response.ok) throw new Error(`${scenario.name}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { components: Nested[] };
  return { rows: countNested(body.components), bytes: text.length };
}

export async function callSql(db: Queryable, scenario: TopologyScenario): Promise<Answer> {
  const { rows } = await db.query(scenario.sql, scenario.params);
  return { rows: rows.length };
}
