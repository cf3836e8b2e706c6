import type { Action, Resource } from './rbac.ts';

/** A relation whose reads and writes are guarded by different resources. */
export interface SplitResource {
  read: Resource;
  write: Resource;
}

/**
 * The access-control resource of every relation (table or view) the data API exposes under /api/db.
 * A relation missing here is not exposed at all (the server answers 404). People and teams are
 * readable by everyone who reads the workspace (names and avatars appear on every screen), but only
 * who manages identities may change them: membership of a team carries the team's permissions.
 */
export const RELATION_RESOURCES: Readonly<Record<string, Resource | SplitResource>> = {
  // health checks
  canaries: 'canaries',
  checks: 'canaries',
  check_statuses: 'canaries',
  check_statuses_1h: 'canaries',
  check_statuses_1d: 'canaries',
  check_component_relationships: 'canaries',
  check_config_relationships: 'canaries',
  check_summary: 'canaries',
  check_summary_for_config: 'canaries',
  checks_by_component: 'canaries',
  canaries_with_status: 'canaries',
  check_names: 'canaries',
  check_labels: 'canaries',
  // catalog
  config_items: 'database',
  config_changes: 'database',
  config_analysis: 'database',
  config_relationships: 'database',
  config_component_relationships: 'database',
  configs: 'database',
  config_detail: 'database',
  config_names: 'database',
  config_types: 'database',
  config_statuses: 'database',
  config_labels: 'database',
  config_tags: 'database',
  change_types: 'database',
  config_analysis_analyzers: 'database',
  config_analysis_items: 'database',
  config_summary: 'database',
  catalog_changes: 'database',
  changes_by_component: 'database',
  analysis_by_component: 'database',
  config_scrapers: 'config_scrapers',
  config_scrapers_with_status: 'config_scrapers',
  // topology
  topologies: 'topologies',
  components: 'topologies',
  component_relationships: 'topologies',
  team_components: 'topologies',
  component_names: 'topologies',
  component_labels: 'topologies',
  components_with_logs: 'topologies',
  topologies_with_status: 'topologies',
  // incidents
  incidents: 'incident',
  hypotheses: 'incident',
  incident_histories: 'incident',
  // Rules open incidents by themselves for everyone: those who work incidents read them, only
  // who configures the workspace changes them (issue 14: a responder cannot change rules).
  incident_rules: { read: 'incident', write: 'database' },
  incident_summary: 'incident',
  incidents_by_component: 'incident',
  incidents_by_config: 'incident',
  responders: 'responder',
  comments: 'comments',
  evidences: 'evidences',
  // playbooks
  playbooks: 'playbooks',
  playbook_names: 'playbooks',
  playbook_runs: 'playbook_runs',
  playbook_run_actions: 'playbook_runs',
  playbook_approvals: 'playbook_runs',
  // people and access
  people: { read: 'database', write: 'identities' },
  teams: { read: 'database', write: 'identities' },
  team_members: { read: 'database', write: 'identities' },
  teams_with_status: { read: 'database', write: 'identities' },
  identities: 'identities',
  people_roles: 'identities',
  person_roles: 'rbac',
  permissions: 'rbac',
  // system
  agents: 'agents',
  agents_summary: 'agents',
  connections: 'connections',
  logging_backends: 'logging_backends',
  properties: 'properties',
  notifications: 'notifications',
  notifications_summary: 'notifications',
  notification_send_history: 'notifications',
  notification_silences: 'notifications',
  event_queue: 'database',
  event_queue_summary: 'database',
  job_history: 'database',
  job_histories: 'database',
  job_history_names: 'database',
  job_history_latest_status: 'database',
  job_history_summary: 'database',
  integrations_with_status: 'integrations',
};

/** The functions callable as /api/db/rpc/<name>, with their resource; any other function is not exposed. */
export const FUNCTION_RESOURCES: Readonly<Record<string, Resource>> = {
  related_configs_recursive: 'database',
  related_changes_recursive: 'database',
  lookup_analysis_by_component: 'database',
  check_summary_for_config: 'canaries',
  get_playbook_run_actions: 'playbook_runs',
};

function pick(entry: Resource | SplitResource | undefined, action: Action): Resource | undefined {
  if (entry === undefined) return undefined;
  return typeof entry === 'string' ? entry : entry[action];
}

/** The resource guarding an action on a relation; undefined when the relation is not exposed. */
export function relationResource(relation: string, action: Action): Resource | undefined {
  return pick(Object.hasOwn(RELATION_RESOURCES, relation) ? RELATION_RESOURCES[relation] : undefined, action);
}

/** The resource guarding a call of an exposed function; undefined when the function is not exposed. */
export function functionResource(name: string): Resource | undefined {
  return Object.hasOwn(FUNCTION_RESOURCES, name) ? FUNCTION_RESOURCES[name] : undefined;
}
