/** Shapes of the topology read API (`GET /api/canary/api/topology`) and of a component's roll-up. */

export const COMPONENT_STATUSES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/** How deep the tree is nested when the caller does not say (as the established product). */
export const DEFAULT_TOPOLOGY_DEPTH = 5;
/** The deepest tree one request may ask for. */
export const MAX_TOPOLOGY_DEPTH = 10;

/** Counts by type, then by severity (`{ availability: { high: 2 } }`). */
export type CountsByTypeAndSeverity = Record<string, Record<string, number>>;

/**
 * A component's roll-up. `healthy`, `unhealthy`, `warning` and `unknown` count the leaves of its
 * subtree by status (a leaf counts itself); `checks`, `insights` and `incidents` add up the
 * component's own and every descendant's. Insights of severity low are counted as medium.
 */
export interface ComponentSummary {
  healthy: number;
  unhealthy: number;
  warning: number;
  unknown: number;
  /** Linked checks by status (`healthy`, `unhealthy`, `unknown` for one that never ran). */
  checks: Record<string, number>;
  /** Open insights (config analysis) of the linked configs, by analysis type and severity. */
  insights: CountsByTypeAndSeverity;
  /** Incidents not yet resolved or closed with evidence on the component, its configs or checks. */
  incidents: CountsByTypeAndSeverity;
}

export interface ComponentProperty {
  name?: string;
  type?: string;
  text?: string;
  value?: number;
  max?: number;
  unit?: string;
  icon?: string;
  color?: string;
  headline?: boolean;
  links?: unknown[];
  url?: string;
  [key: string]: unknown;
}

export interface TopologyComponent {
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
  created_at: string;
  updated_at: string | null;
  /** Names of the teams that own the component. */
  team_names: string[];
  /** Its children, nested up to the requested depth (absent when flattened or at the depth limit). */
  components?: TopologyComponent[];
}

export interface TopologyResponse {
  components: TopologyComponent[];
  healthStatuses: string[];
  teams: string[];
  types: string[];
  /** Label keys with their values among the components read. */
  tags: Record<string, string[]>;
}
