import type { Queryable } from '#src/db/db.ts';

export interface SnapshotComponentRow {
  id: string;
  topology_id: string | null;
  parent_id: string | null;
  path: string;
  name: string;
  type: string | null;
  [column: string]: unknown;
}

export interface SnapshotCheckRow {
  id: string;
  component_ids: string[];
  [column: string]: unknown;
}

export interface SnapshotStatusRow {
  check_id: string;
  time: Date;
  duration: number | null;
  status: boolean;
  invalid: boolean;
  message: string | null;
  error: string | null;
}

export interface SnapshotConfigRow {
  id: string;
  [column: string]: unknown;
}

/** A change or an insight of a config item. */
export interface SnapshotConfigEventRow {
  id: string;
  config_id: string;
  [column: string]: unknown;
}

export interface RelatedConfigRow extends SnapshotConfigRow {
  related_to: { config_id: string; relation: string; direction: 'outgoing' | 'incoming' }[];
}

const LEVEL = `CASE WHEN c.path = '' THEN 0 ELSE length(c.path) - length(replace(c.path, '.', '')) + 1 END`;

// The component, then its live descendants level by level: a cut keeps every included component's parent.
const SUBTREE_SQL = `
WITH root AS (
  SELECT id, CASE WHEN path = '' THEN id::text ELSE path || '.' || id::text END AS prefix
  FROM components WHERE id = $1::uuid AND deleted_at IS NULL
)
SELECT c.id, c.topology_id, c.parent_id, c.path, c.external_id, c.name, c.text, c.type, c.namespace, c.status,
  c.status_reason, c.health, c.description, c.icon, c.owner, c.lifecycle, c.labels, c.hidden, c.log_selectors,
  c.properties, c.summary, c.is_leaf, c.created_at, c.updated_at
FROM root JOIN components c ON c.id = root.id OR c.path = root.prefix OR c.path LIKE root.prefix || '.%'
WHERE c.deleted_at IS NULL
ORDER BY ${LEVEL}, c.name, c.id
LIMIT $2`;

const CHECKS_SQL = `
SELECT k.id, k.canary_id, k.name, k.type, k.namespace, k.description, k.icon, k.endpoint, k.labels, k.owner,
  k.severity, k.status, k.last_runtime, k.last_transition_time, k.silenced_at,
  array_agg(DISTINCT r.component_id::text) AS component_ids
FROM check_component_relationships r JOIN checks k ON k.id = r.check_id
WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL AND k.deleted_at IS NULL
GROUP BY k.id
ORDER BY k.name, k.id
LIMIT $2`;

// Newest first, at most $3 + 1 per check (the extra one says more were left out).
const STATUSES_SQL = `
SELECT check_id, time, duration, status, invalid, message, error FROM (
  SELECT s.check_id, s.time, s.duration, s.status, s.invalid, s.message, s.error,
    row_number() OVER (PARTITION BY s.check_id ORDER BY s.time DESC) AS n
  FROM check_statuses s WHERE s.check_id = ANY($1::uuid[]) AND s.time >= $2::timestamptz
) ranked WHERE n <= $3::int + 1
ORDER BY check_id, time DESC`;

const CONFIG_COLUMNS = `i.id, i.name, i.type, i.config_class, i.description, i.external_id, i.status, i.health, i.ready,
  i.icon, i.labels, i.tags, i.properties, i.parent_id, i.config, i.created_at, i.updated_at, i.last_scraped_time`;

const CONFIGS_SQL = `
SELECT ${CONFIG_COLUMNS}, array_agg(DISTINCT r.component_id::text) AS component_ids
FROM config_component_relationships r JOIN config_items i ON i.id = r.config_id
WHERE r.component_id = ANY($1::uuid[]) AND r.deleted_at IS NULL AND i.deleted_at IS NULL
GROUP BY i.id
ORDER BY i.name, i.id
LIMIT $2`;

// Configs one relationship away (either way) from the given ones, not among them.
const RELATED_SQL = `
SELECT ${CONFIG_COLUMNS},
  jsonb_agg(jsonb_build_object('config_id', rel.via, 'relation', rel.relation, 'direction', rel.direction)
    ORDER BY rel.via, rel.relation, rel.direction) AS related_to
FROM (
  SELECT r.related_id AS other, r.config_id AS via, r.relation, 'outgoing' AS direction
  FROM config_relationships r WHERE r.config_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
  UNION ALL
  SELECT r.config_id AS other, r.related_id AS via, r.relation, 'incoming' AS direction
  FROM config_relationships r WHERE r.related_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
) rel JOIN config_items i ON i.id = rel.other
WHERE i.deleted_at IS NULL AND NOT (i.id = ANY($1::uuid[]))
GROUP BY i.id
ORDER BY i.name, i.id
LIMIT $2`;

const CHANGES_SQL = `
SELECT id, config_id, change_type, severity, source, summary, diff, details, external_created_by, count,
  first_observed, created_at FROM (
  SELECT ch.*, row_number() OVER (PARTITION BY ch.config_id ORDER BY ch.created_at DESC, ch.id DESC) AS n
  FROM config_changes ch WHERE ch.config_id = ANY($1::uuid[]) AND ch.created_at >= $2::timestamptz
) ranked WHERE n <= $3::int + 1
ORDER BY config_id, created_at DESC, id DESC`;

// Insights seen within the range, and every one still open.
const INSIGHTS_SQL = `
SELECT id, config_id, analyzer, analysis_type, severity, summary, status, message, source, first_observed,
  last_observed FROM (
  SELECT a.*, row_number() OVER (PARTITION BY a.config_id ORDER BY a.last_observed DESC NULLS LAST, a.id DESC) AS n
  FROM config_analysis a
  WHERE a.config_id = ANY($1::uuid[]) AND (a.status = 'open' OR a.last_observed >= $2::timestamptz)
) ranked WHERE n <= $3::int + 1
ORDER BY config_id, last_observed DESC NULLS LAST, id DESC`;

/** Reads what a topology snapshot holds; every read is bounded by the limit it is given. */
export class TopologySnapshotRepository {
  constructor(private readonly db: Queryable) {}

  /** The live component and its descendants, shallowest first, at most `limit`; [] when it does not exist. */
  async subtree(id: string, limit: number): Promise<SnapshotComponentRow[]> {
    return (await this.db.query<SnapshotComponentRow>(SUBTREE_SQL, [id, limit])).rows;
  }

  async checks(componentIds: readonly string[], limit: number): Promise<SnapshotCheckRow[]> {
    return (await this.db.query<SnapshotCheckRow>(CHECKS_SQL, [componentIds, limit])).rows;
  }

  /** At most `perCheck + 1` statuses of each check since `since`, newest first. */
  async statuses(checkIds: readonly string[], since: Date, perCheck: number): Promise<SnapshotStatusRow[]> {
    if (checkIds.length === 0) return [];
    return (await this.db.query<SnapshotStatusRow>(STATUSES_SQL, [checkIds, since.toISOString(), perCheck])).rows;
  }

  async configs(componentIds: readonly string[], limit: number): Promise<SnapshotConfigRow[]> {
    return (await this.db.query<SnapshotConfigRow>(CONFIGS_SQL, [componentIds, limit])).rows;
  }

  async relatedConfigs(configIds: readonly string[], limit: number): Promise<RelatedConfigRow[]> {
    if (configIds.length === 0) return [];
    return (await this.db.query<RelatedConfigRow>(RELATED_SQL, [configIds, limit])).rows;
  }

  /** At most `perConfig + 1` changes of each config since `since`, newest first. */
  async changes(configIds: readonly string[], since: Date, perConfig: number): Promise<SnapshotConfigEventRow[]> {
    if (configIds.length === 0) return [];
    return (await this.db.query<SnapshotConfigEventRow>(CHANGES_SQL, [configIds, since.toISOString(), perConfig])).rows;
  }

  /** At most `perConfig + 1` insights of each config, open or seen since `since`, latest first. */
  async insights(configIds: readonly string[], since: Date, perConfig: number): Promise<SnapshotConfigEventRow[]> {
    if (configIds.length === 0) return [];
    return (await this.db.query<SnapshotConfigEventRow>(INSIGHTS_SQL, [configIds, since.toISOString(), perConfig])).rows;
  }
}
