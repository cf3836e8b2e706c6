import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { LOCAL_AGENT_ID, SYSTEM_PERSON_ID, SYSTEM_SCRAPER_ID, configItem, expectDbError, insert } from './fixtures.ts';

/** Every relation the data contract names, with the columns it names (a subset of each one's columns). */
const CONTRACT: Record<string, string[]> = {
  // health
  canaries: ['id', 'agent_id', 'name', 'namespace', 'labels', 'spec', 'source', 'created_at', 'updated_at', 'deleted_at', 'created_by'],
  checks: ['id', 'canary_id', 'agent_id', 'type', 'name', 'namespace', 'description', 'icon', 'spec', 'labels', 'owner', 'severity',
    'status', 'last_runtime', 'last_transition_time', 'next_runtime', 'silenced_at', 'created_at', 'updated_at', 'deleted_at'],
  check_statuses: ['check_id', 'time', 'duration', 'status', 'invalid', 'message', 'error', 'details'],
  check_statuses_1h: ['check_id', 'created_at', 'duration', 'total', 'passed', 'failed'],
  check_statuses_1d: ['check_id', 'created_at', 'duration', 'total', 'passed', 'failed'],
  check_summary: ['id', 'canary_id', 'canary_name', 'name', 'namespace', 'labels', 'status', 'uptime', 'latency', 'last_runtime',
    'last_transition_time', 'next_runtime', 'agent_id'],
  checks_by_component: ['component_id', 'check_id', 'name', 'status'],
  check_summary_for_config: ['config_id', 'id', 'name', 'uptime', 'latency'],
  canaries_with_status: ['id', 'name', 'namespace', 'created_by', 'deleted_at', 'job_status', 'job_time_start', 'job_last_failed'],
  check_names: ['id', 'canary_id', 'name'],
  check_labels: ['key', 'value'],
  check_config_relationships: ['check_id', 'config_id', 'canary_id', 'selector_id', 'deleted_at'],
  // catalog
  config_items: ['id', 'agent_id', 'scraper_id', 'config_class', 'type', 'name', 'description', 'external_id', 'config', 'source',
    'labels', 'tags', 'properties', 'parent_id', 'path', 'status', 'health', 'ready', 'icon', 'created_at', 'updated_at',
    'deleted_at', 'delete_reason', 'created_by'],
  config_changes: ['id', 'config_id', 'external_change_id', 'change_type', 'severity', 'source', 'summary', 'patches', 'diff',
    'details', 'created_by', 'external_created_by', 'created_at', 'count', 'fingerprint', 'first_observed'],
  config_analysis: ['id', 'config_id', 'scraper_id', 'analyzer', 'analysis_type', 'severity', 'summary', 'status', 'message',
    'analysis', 'source', 'first_observed', 'last_observed'],
  config_relationships: ['config_id', 'related_id', 'relation', 'selector_id', 'deleted_at'],
  config_component_relationships: ['component_id', 'config_id', 'selector_id'],
  config_scrapers: ['id', 'name', 'namespace', 'spec', 'source', 'agent_id', 'created_by', 'created_at', 'updated_at', 'deleted_at'],
  configs: ['id', 'name', 'type', 'config_class', 'namespace', 'status', 'health', 'labels', 'tags', 'agent_id', 'changes', 'analysis',
    'cost_per_minute', 'cost_total_1d', 'cost_total_7d', 'cost_total_30d', 'created_at', 'updated_at', 'deleted_at'],
  config_detail: ['id', 'name', 'type', 'config', 'last_scraped_time', 'agent', 'summary', 'scraper', 'scraper_id', 'agent_id'],
  config_names: ['id', 'name', 'type'],
  config_types: ['type'],
  config_statuses: ['status'],
  config_labels: ['key', 'value'],
  config_tags: ['key', 'value'],
  change_types: ['change_type'],
  config_analysis_analyzers: ['analyzer'],
  config_analysis_items: ['id', 'config_id', 'analyzer', 'analysis_type', 'severity', 'status', 'first_observed', 'last_observed',
    'config_type', 'config'],
  config_summary: ['type', 'count', 'health', 'analysis', 'changes', 'cost_total_30d'],
  catalog_changes: ['id', 'config_id', 'name', 'type', 'change_type', 'severity', 'summary', 'created_at', 'count', 'deleted_at'],
  changes_by_component: ['component_id', 'id', 'config_id', 'change_type'],
  analysis_by_component: ['component_id', 'id', 'config_id', 'analyzer'],
  config_scrapers_with_status: ['id', 'name', 'spec', 'source', 'created_by', 'deleted_at', 'job_status', 'job_time_start'],
  // topology
  topologies: ['id', 'agent_id', 'name', 'namespace', 'labels', 'spec', 'schedule', 'source', 'created_by', 'created_at',
    'updated_at', 'deleted_at'],
  components: ['id', 'topology_id', 'agent_id', 'parent_id', 'path', 'external_id', 'name', 'text', 'type', 'status',
    'status_reason', 'health', 'description', 'icon', 'owner', 'labels', 'hidden', 'log_selectors', 'properties', 'summary',
    'is_leaf', 'created_at', 'updated_at', 'deleted_at'],
  component_relationships: ['component_id', 'relationship_id', 'selector_id'],
  check_component_relationships: ['component_id', 'check_id', 'canary_id', 'selector_id'],
  team_components: ['team_id', 'component_id', 'role'],
  component_names: ['id', 'name'],
  component_labels: ['key', 'value'],
  components_with_logs: ['id', 'name', 'logs'],
  topologies_with_status: ['id', 'name', 'created_by', 'deleted_at', 'job_status', 'job_time_start'],
  // incidents
  incidents: ['id', 'incident_id', 'title', 'description', 'type', 'status', 'severity', 'commander_id', 'communicator_id',
    'created_by', 'created_at', 'updated_at'],
  hypotheses: ['id', 'incident_id', 'parent_id', 'type', 'title', 'status', 'created_by', 'created_at'],
  evidences: ['id', 'hypothesis_id', 'config_id', 'config_change_id', 'config_analysis_id', 'component_id', 'check_id', 'type',
    'description', 'evidence', 'definition_of_done', 'done', 'script', 'script_result', 'created_by', 'properties'],
  comments: ['id', 'incident_id', 'hypothesis_id', 'responder_id', 'comment', 'external_created_by', 'created_by', 'created_at'],
  responders: ['id', 'incident_id', 'type', 'person_id', 'team_id', 'external_id', 'properties', 'acknowledge_time',
    'signoff_time', 'close_time', 'deleted_at', 'created_by', 'created_at'],
  incident_histories: ['id', 'incident_id', 'type', 'description', 'created_by', 'created_at', 'hypothesis_id', 'evidence_id',
    'responder_id', 'comment_id'],
  incident_rules: ['id', 'name', 'spec', 'source', 'created_by', 'deleted_at'],
  incident_summary: ['id', 'incident_id', 'title', 'commander', 'responders', 'commenters'],
  incidents_by_component: ['component_id', 'id', 'incident_id', 'title', 'type', 'status'],
  incidents_by_config: ['config_id', 'id', 'incident_id', 'title', 'type', 'status'],
  // people and access
  people: ['id', 'name', 'email', 'avatar', 'type'],
  teams: ['id', 'name', 'icon', 'spec', 'deleted_at', 'created_by'],
  team_members: ['team_id', 'person_id'],
  identities: ['id', 'traits', 'state', 'state_changed_at', 'created_at', 'updated_at'],
  people_roles: ['id', 'name', 'email', 'roles'],
  permissions: ['id', 'action', 'deny', 'person_id', 'team_id', 'component_id', 'config_id', 'check_id', 'canary_id',
    'playbook_id', 'connection_id'],
  access_tokens: ['id', 'name', 'person_id', 'value', 'expires_at'],
  // playbooks
  playbooks: ['id', 'namespace', 'name', 'title', 'icon', 'description', 'category', 'spec', 'source', 'created_by', 'deleted_at'],
  playbook_runs: ['id', 'playbook_id', 'spec', 'status', 'created_at', 'start_time', 'scheduled_time', 'end_time', 'timeout',
    'created_by', 'parameters', 'config_id', 'check_id', 'component_id', 'agent_id', 'parent_id', 'error'],
  playbook_run_actions: ['id', 'name', 'status', 'retry_count', 'playbook_run_id', 'start_time', 'scheduled_time', 'end_time',
    'result', 'agent_id', 'error'],
  playbook_approvals: ['run_id', 'person_id', 'team_id'],
  playbook_names: ['id', 'name'],
  // system
  agents: ['id', 'name', 'description', 'properties', 'cleanup', 'last_seen', 'last_received', 'deleted_at', 'created_by',
    'created_at', 'updated_at'],
  agents_summary: ['id', 'name', 'config_count', 'checks_count', 'config_scrapper_count', 'playbook_runs_count', 'last_seen'],
  connections: ['id', 'name', 'namespace', 'type', 'url', 'username', 'password', 'certificate', 'properties', 'insecure_tls',
    'source', 'created_by', 'created_at', 'updated_at'],
  logging_backends: ['id', 'name', 'labels', 'spec', 'source', 'created_by', 'created_at', 'updated_at'],
  properties: ['name', 'value', 'description', 'source', 'created_by', 'created_at', 'updated_at'],
  notifications: ['id', 'name', 'events', 'filter', 'title', 'template', 'properties', 'person_id', 'team_id', 'custom_services',
    'repeat_interval', 'source', 'created_by', 'created_at', 'updated_at'],
  notifications_summary: ['id', 'person_id', 'team_id', 'created_by', 'pending', 'sent', 'failed', 'avg_duration_ms',
    'most_common_error'],
  notification_send_history: ['id', 'notification_id', 'status', 'error', 'count', 'created_at'],
  notification_silences: ['id', 'description', 'from', 'until', 'recursive', 'filter', 'config_id', 'check_id', 'canary_id',
    'component_id', 'source'],
  event_queue: ['id', 'name', 'event_id', 'properties', 'error', 'delay', 'created_at', 'last_attempt', 'attempts', 'priority'],
  event_queue_summary: ['name', 'pending', 'failed', 'average_attempts', 'first_failure', 'last_failure', 'most_common_error'],
  job_history: ['id', 'name', 'resource_type', 'resource_id', 'status', 'success_count', 'error_count', 'details', 'hostname',
    'duration_millis', 'time_start', 'time_end', 'agent_id'],
  job_histories: ['id', 'name', 'resource_type', 'resource_id', 'resource_name', 'agent', 'status', 'duration_millis'],
  job_history_names: ['name'],
  job_history_latest_status: ['name', 'resource_id', 'status', 'time_start'],
  integrations_with_status: ['id', 'name', 'namespace', 'source', 'integration_type', 'agent', 'agent_id', 'job_status', 'job_details',
    'job_name', 'job_time_start', 'created_by', 'created_at', 'updated_at', 'deleted_at'],
};

/** uuid columns that may point at rows of several tables, so no single foreign key fits. */
const POLYMORPHIC = new Set(['event_queue.event_id', 'notification_send_history.resource_id']);

describe(`schema relations (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('has every relation of the contract with the columns it names', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const actual = new Map<string, Set<string>>();
    for (const r of rows) {
      if (!actual.has(r.table_name)) actual.set(r.table_name, new Set());
      actual.get(r.table_name)!.add(r.column_name);
    }
    const missing: string[] = [];
    for (const [relation, columns] of Object.entries(CONTRACT)) {
      const have = actual.get(relation);
      if (!have) {
        missing.push(relation);
        continue;
      }
      for (const column of columns) if (!have.has(column)) missing.push(`${relation}.${column}`);
    }
    expect(missing).toEqual([]);
    // the list view of items leaves the (large) config document out
    expect(actual.get('configs')!.has('config')).toBe(false);
  });

  it('can read every relation of the contract', async () => {
    for (const relation of Object.keys(CONTRACT)) {
      await expect(db.query(`SELECT * FROM ${relation} LIMIT 1`), relation).resolves.toBeDefined();
    }
  });

  it('defaults every uuid id to a time-ordered v7 uuid', async () => {
    const { rows } = await db.query<{ table_name: string; column_default: string | null }>(
      `SELECT c.table_name, c.column_default
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.column_name = 'id' AND c.data_type = 'uuid'`,
    );
    // an identity's id is the person's id, given by the writer
    const withoutDefault = rows.filter((r) => r.column_default !== 'uuid_generate_v7()').map((r) => r.table_name);
    expect(withoutDefault).toEqual(['identities']);
    const id = await insert(db, 'teams', { name: 'uuid-probe' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });

  it('gives every uuid reference column a foreign key with the default constraint name', async () => {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type = 'uuid' AND c.column_name <> 'id'`,
    );
    const { rows: fks } = await db.query<{ table_name: string; column_name: string; conname: string }>(
      `SELECT cl.relname AS table_name, a.attname AS column_name, co.conname
         FROM pg_constraint co
         JOIN pg_class cl ON cl.oid = co.conrelid
         JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = current_schema()
         JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = co.conkey[1]
        WHERE co.contype = 'f' AND array_length(co.conkey, 1) = 1`,
    );
    const fkNames = new Map(fks.map((f) => [`${f.table_name}.${f.column_name}`, f.conname]));
    const withoutFk = columns
      .map((c) => `${c.table_name}.${c.column_name}`)
      .filter((key) => !fkNames.has(key) && !POLYMORPHIC.has(key));
    expect(withoutFk).toEqual([]);
    const badNames = [...fkNames].filter(([key, name]) => name !== `${key.replace('.', '_')}_fkey`);
    expect(badNames).toEqual([]);
    expect(columns.length).toBeGreaterThan(60);
  });

  it('names the contract keys as PostgreSQL does by default', async () => {
    const { rows } = await db.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace
        WHERE n.nspname = current_schema()`,
    );
    const names = new Set(rows.map((r) => r.conname));
    for (const name of [
      'canaries_agent_id_name_namespace_source_key',
      'checks_canary_id_type_name_agent_id_key',
      'check_statuses_pkey',
      'config_changes_config_id_external_change_id_key',
      'config_changes_config_id_fkey',
      'components_topology_id_type_name_parent_id_key',
      'connections_name_namespace_key',
      'event_queue_name_event_id_key',
      'people_email_key',
      'teams_name_key',
      'agents_name_key',
      'team_members_pkey',
      'incidents_incident_id_key',
      'properties_pkey',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('seeds the local agent, the System person and the System scraper', async () => {
    const agents = await db.query<{ name: string }>('SELECT name FROM agents WHERE id = $1', [LOCAL_AGENT_ID]);
    expect(agents.rows).toEqual([{ name: 'local' }]);
    const people = await db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [SYSTEM_PERSON_ID]);
    expect(people.rows).toEqual([{ name: 'System' }]);
    const scrapers = await db.query<{ name: string; source: string }>('SELECT name, source FROM config_scrapers WHERE id = $1', [
      SYSTEM_SCRAPER_ID,
    ]);
    expect(scrapers.rows).toEqual([{ name: 'System', source: 'System' }]);
  });

  it('defaults agent_id to the local agent', async () => {
    const id = await configItem(db, 'agentless');
    const { rows } = await db.query<{ agent_id: string }>('SELECT agent_id FROM config_items WHERE id = $1', [id]);
    expect(rows[0]!.agent_id).toBe(LOCAL_AGENT_ID);
  });

  it('rejects duplicates of the unique keys with 23505', async () => {
    await insert(db, 'people', { name: 'A', email: 'same@example.com' });
    await expectDbError(insert(db, 'people', { name: 'B', email: 'same@example.com' }), '23505');

    await insert(db, 'teams', { name: 'ops' });
    await expectDbError(insert(db, 'teams', { name: 'ops' }), '23505');

    await insert(db, 'agents', { name: 'edge' });
    await expectDbError(insert(db, 'agents', { name: 'edge' }), '23505');

    await insert(db, 'connections', { name: 'db', namespace: 'prod', type: 'postgres' });
    await expectDbError(insert(db, 'connections', { name: 'db', namespace: 'prod', type: 'mysql' }), '23505');
    await insert(db, 'connections', { name: 'db', namespace: 'staging', type: 'postgres' });

    // a canary without source is still unique by (agent, name, namespace)
    const canary = await insert(db, 'canaries', { name: 'web', namespace: 'default', spec: '{}' });
    await expectDbError(insert(db, 'canaries', { name: 'web', namespace: 'default', spec: '{}' }), '23505');
    await insert(db, 'canaries', { name: 'web', namespace: 'default', spec: '{}', source: 'UI' });

    await insert(db, 'checks', { canary_id: canary, type: 'http', name: 'home' });
    await expectDbError(insert(db, 'checks', { canary_id: canary, type: 'http', name: 'home' }), '23505');
    await insert(db, 'checks', { canary_id: canary, type: 'tcp', name: 'home' });

    const check = await insert(db, 'checks', { canary_id: canary, type: 'dns', name: 'home' });
    await insert(db, 'check_statuses', { check_id: check, time: '2026-01-01T00:00:00Z', status: true }, 'check_id');
    await expectDbError(insert(db, 'check_statuses', { check_id: check, time: '2026-01-01T00:00:00Z', status: false }, 'check_id'), '23505');

    // root components (no parent) are unique per topology, type and name too
    const topology = await insert(db, 'topologies', { name: 'shop' });
    await insert(db, 'components', { topology_id: topology, type: 'service', name: 'cart' });
    await expectDbError(insert(db, 'components', { topology_id: topology, type: 'service', name: 'cart' }), '23505');

    const event = '0190a0b0-0000-7000-8000-000000000001';
    await insert(db, 'event_queue', { name: 'x.happened', event_id: event });
    await expectDbError(insert(db, 'event_queue', { name: 'x.happened', event_id: event }), '23505');
    await insert(db, 'event_queue', { name: 'y.happened', event_id: event });

    await insert(db, 'properties', { name: 'incidents.disable', value: 'true' }, 'name');
    await expectDbError(insert(db, 'properties', { name: 'incidents.disable', value: 'false' }, 'name'), '23505');
  });

  it('refuses values outside the contract enumerations', async () => {
    const canary = await insert(db, 'canaries', { name: 'enum-probe', spec: '{}' });
    await expectDbError(insert(db, 'checks', { canary_id: canary, type: 'http', name: 'x', status: 'sideways' }), '23514');
    await expectDbError(insert(db, 'job_history', { name: 'job', status: 'DONE' }), '23514');
    // a permission has exactly one subject
    await expectDbError(insert(db, 'permissions', { action: 'read' }), '23514');
    const a = await insert(db, 'people', { name: 'Perm A' });
    const t = await insert(db, 'teams', { name: 'perm-team' });
    await expectDbError(insert(db, 'permissions', { action: 'read', person_id: a, team_id: t }), '23514');
    await insert(db, 'permissions', { action: 'read', person_id: a });
  });

  it('numbers incidents INC-1, INC-2, ... in creation order', async () => {
    const first = await insert(db, 'incidents', { title: 'first' }, 'incident_id');
    const second = await insert(db, 'incidents', { title: 'second' }, 'incident_id');
    expect(first).toMatch(/^INC-\d+$/);
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
    const { rows } = await db.query<{ type: string; severity: string; status: string }>(
      'SELECT type, severity, status FROM incidents WHERE incident_id = $1',
      [first],
    );
    expect(rows[0]).toEqual({ type: 'availability', severity: 'low', status: 'open' });
  });

  it('maintains updated_at on update unless the writer sets it', async () => {
    const id = await insert(db, 'teams', { name: 'clock', updated_at: '2020-01-01T00:00:00Z' });
    await db.query("UPDATE teams SET icon = 'bell' WHERE id = $1", [id]);
    const { rows } = await db.query<{ updated_at: Date }>('SELECT updated_at FROM teams WHERE id = $1', [id]);
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(new Date('2025-01-01').getTime());
    await db.query("UPDATE teams SET updated_at = '2021-06-01T00:00:00Z' WHERE id = $1", [id]);
    const again = await db.query<{ updated_at: Date }>('SELECT updated_at FROM teams WHERE id = $1', [id]);
    expect(again.rows[0]!.updated_at).toEqual(new Date('2021-06-01T00:00:00Z'));
  });
});
