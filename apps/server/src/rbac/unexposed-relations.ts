/**
 * Relations and functions of the schema that the data API deliberately does not expose (the access
 * layer answers 404 for them, as for a relation that does not exist). Every other relation and
 * function must have a resource in RELATION_RESOURCES / FUNCTION_RESOURCES of @vigil/domain; a test
 * compares both lists with the schema, so a new relation cannot slip in without a decision.
 */
export const UNEXPOSED_RELATIONS: Readonly<Record<string, string>> = {
  access_tokens: 'holds the hashes of access tokens; tokens are made through /api/auth/create_token',
  app_state: 'server bookkeeping (workspace creation, demo seeding)',
  schema_migrations: 'the migration log',
  component_rollup_queue: 'the topology roll-up worker\'s marks (decision 0050)',
  artifacts: 'files playbook actions left; downloaded through /api/playbook/run/action/:id/artifacts (decision 0061)',
  connection_secrets: 'encrypted connection secrets; only the server reads them, connections show *** (decision 0066)',
  notification_event_claims: 'which queue events a notification already handled (decision 0069)',
};

/** Whole families of relations, by name prefix. */
export const UNEXPOSED_RELATION_PREFIXES: Readonly<Record<string, string>> = {
  identity_: 'the identity module\'s internals: credentials, sessions, flows, one-time codes, sign-in attempts',
};

export const UNEXPOSED_FUNCTIONS: Readonly<Record<string, string>> = {
  uuid_generate_v7: 'id default',
  try_uuid: 'helper of views',
  check_summary_rows: 'helper of the check_summary view and the summary endpoint; read check_summary instead',
  current_person_id: 'helper of triggers and defaults',
  enqueue_event: 'writes the event queue; only the server and triggers produce events',
  add_incident_history: 'writes incident history; only triggers do',
  properties_refuse_local: 'trigger',
  set_updated_at: 'trigger',
  notify_event_queue: 'trigger',
  checks_status_transition: 'trigger',
  checks_status_event: 'trigger',
  maintain_path: 'trigger',
  cascade_path: 'trigger',
  config_items_parent_relationship: 'trigger',
  config_items_health_event: 'trigger',
  config_changes_merge: 'trigger',
  components_status_event: 'trigger',
  config_analysis_status_event: 'trigger',
  soft_delete_cascade: 'trigger',
  incidents_history: 'trigger',
  responders_history: 'trigger',
  comments_history: 'trigger',
  hypotheses_history: 'trigger',
  evidences_history: 'trigger',
  playbook_approvals_event: 'trigger',
  created_by_is_caller: 'trigger',
  refuse_incident_write: 'helper of the incident triggers',
  incident_status_moves: 'helper of the incident triggers',
  incident_severity_of: 'helper of the incident triggers',
  incidents_rules_of_state: 'trigger',
  hypotheses_rules_of_tree: 'trigger',
  evidences_rules_of_kind: 'trigger',
  hypotheses_events: 'trigger',
  incidents_status_times: 'trigger',
  incident_event_names: 'helper of the incident triggers',
  topology_rollup_mark: 'trigger',
  playbooks_ui_only: 'trigger',
  notify_playbook_run_due: 'trigger',
  config_items_playbook_event: 'trigger',
  components_health_event: 'trigger',
  playbooks_trigger_on: 'helper of the playbook event triggers',
  connections_keep_secrets: 'trigger',
  connection_secret_kept: 'helper of the connection secrets trigger',
  notification_event_names: 'helper of the notification rules',
  event_wanted: 'helper of the event triggers',
  notifications_rules: 'trigger',
  notification_silences_rules: 'trigger',
  playbooks_approval_event: 'trigger',
};

export function isDeliberatelyUnexposed(relation: string): boolean {
  return Object.hasOwn(UNEXPOSED_RELATIONS, relation) || Object.keys(UNEXPOSED_RELATION_PREFIXES).some((prefix) => relation.startsWith(prefix));
}
