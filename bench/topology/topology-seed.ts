import { performance } from 'node:perf_hooks';
import type { Db } from '../../apps/server/src/db/db.ts';

/** Children per component, and roots: 10 + 100 + 1,000 + 10,000 components in four levels. */
export const FAN_OUT = 10;
export const LEVELS = 4;
/** The type of each level, root first: filters pick a level by its type. */
export const LEVEL_TYPES = ['Cluster', 'Namespace', 'Deployment', 'Pod'] as const;
const TEAMS = 5;

export interface TopologySeed {
  components: number;
  leaves: number;
  checks: number;
  configs: number;
  teamLinks: number;
  /** Seconds to write the rows. */
  seconds: number;
  /** Seconds until `component_rollup_queue` was empty (filled in by the caller that waits). */
  rollupSeconds?: number;
  /** A component of the second level (a namespace: 10 deployments, 100 pods under it). */
  midComponentId: string;
  midComponentName: string;
}

/** Ids derived from a row's name, so rows can name each other without lookups. */
const idSql = (kind: string, key: string) => `md5('bench-topology-${kind}-' || (${key}))::uuid`;

/** Component names carry their ancestry: cluster-03 > ns-03-7 > deploy-03-7-2 > pod-03-7-2-9. */
const NAMES = ['cluster', 'ns', 'deploy', 'pod'];
const pad = (expression: string) => `lpad((${expression})::text, 2, '0')`;

/*
 * Level n has FAN_OUT^(n+1) rows numbered g from 0; its parent is row g / FAN_OUT of the level
 * above. A name is the level's word, the root's number, then the position under each ancestor.
 */
function nameSql(level: number, g: string): string {
  const parts = [pad(`(${g}) / ${FAN_OUT ** level}`)];
  for (let up = level - 1; up >= 0; up -= 1) parts.push(`((${g}) / ${FAN_OUT ** up} % ${FAN_OUT})::text`);
  return `'${NAMES[level]}-' || ${parts.join(` || '-' || `)}`;
}

function componentsSql(level: number): string {
  const last = level === LEVELS - 1;
  const type = LEVEL_TYPES[level]!;
  const parent = level === 0 ? 'NULL' : idSql('component', nameSql(level - 1, `g / ${FAN_OUT}`));
  // Upper levels show properties on their cards; a CPU figure above 70 % shows in red.
  const properties = last
    ? 'NULL'
    : `jsonb_build_array(
        jsonb_build_object('name', 'cpu', 'value', 20 + g % 70, 'max', 100, 'unit', 'percent', 'headline', true),
        jsonb_build_object('name', 'region', 'text', (ARRAY['eu-west-1', 'us-east-1', 'ap-south-1'])[1 + g % 3]))`;
  return `
INSERT INTO components (id, parent_id, name, type, status, labels, properties, is_leaf, icon)
SELECT ${idSql('component', nameSql(level, 'g'))}, ${parent}, ${nameSql(level, 'g')},
  '${type}', 'unknown',
  jsonb_build_object('env', (ARRAY['prod', 'staging', 'dev'])[1 + (g / ${FAN_OUT ** level}) % 3], 'tier', (ARRAY['web', 'data'])[1 + g % 2]),
  ${properties}, ${last}, '${type.toLowerCase()}'
FROM generate_series(0, ${FAN_OUT ** (level + 1) - 1}) AS g`;
}

const LEAF = FAN_OUT ** LEVELS;
const leafName = nameSql(LEVELS - 1, 'g');

const CANARY_SQL = `INSERT INTO canaries (id, name, spec) VALUES (${idSql('canary', "'main'")}, 'bench-topology-checks', '{}'::jsonb)`;

/** One check a leaf: 1 in 20 unhealthy. */
const CHECKS_SQL = `
INSERT INTO checks (id, canary_id, name, type, status, labels)
SELECT ${idSql('check', leafName)}, ${idSql('canary', "'main'")}, ${leafName} || '-http', 'http',
  CASE WHEN g % 20 = 7 THEN 'unhealthy' ELSE 'healthy' END, jsonb_build_object('app', ${leafName})
FROM generate_series(0, ${LEAF - 1}) AS g`;

/** One config item a leaf: unhealthy beside the unhealthy checks (so the leaf is), else 1 in 30 warning. */
const CONFIGS_SQL = `
INSERT INTO config_items (id, config_class, type, name, config, labels, tags, health, status)
SELECT ${idSql('config', leafName)}, 'Pod', 'Kubernetes::Pod', ${leafName}, jsonb_build_object('status', jsonb_build_object('phase', 'Running')),
  jsonb_build_object('app', ${leafName}), jsonb_build_object('cluster', 'cluster-' || ${pad(`g / ${FAN_OUT ** (LEVELS - 1)}`)}),
  CASE WHEN g % 20 = 7 THEN 'unhealthy' WHEN g % 30 = 11 THEN 'warning' ELSE 'healthy' END, 'Running'
FROM generate_series(0, ${LEAF - 1}) AS g`;

const CHECK_LINKS_SQL = `
INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id)
SELECT ${idSql('component', leafName)}, ${idSql('check', leafName)}, ${idSql('canary', "'main'")}, 'bench'
FROM generate_series(0, ${LEAF - 1}) AS g`;

const CONFIG_LINKS_SQL = `
INSERT INTO config_component_relationships (component_id, config_id, selector_id)
SELECT ${idSql('component', leafName)}, ${idSql('config', leafName)}, 'bench'
FROM generate_series(0, ${LEAF - 1}) AS g`;

const TEAMS_SQL = `
INSERT INTO teams (id, name, icon, spec)
SELECT ${idSql('team', 't')}, 'bench-team-' || t, 'team', '{}'::jsonb FROM generate_series(1, ${TEAMS}) AS t`;

/** Every cluster and namespace is owned by two teams. */
const TEAM_LINKS_SQL = `
INSERT INTO team_components (team_id, component_id)
SELECT ${idSql('team', '1 + (c.n + k) % ' + TEAMS)}, c.id
FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM components WHERE type IN ('${LEVEL_TYPES[0]}', '${LEVEL_TYPES[1]}')) c,
  generate_series(0, 1) AS k`;

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

/**
 * Writes the tree with its checks, configs and teams in plain SQL; the roll-up triggers mark every
 * component. The components belong to no topology (as pushed ones): a topology's run rebuilds its
 * components from its spec and soft-deletes the others, and the scheduler runs a topology at once
 * when it first finds it.
 */
export async function seedTopology(db: Db): Promise<TopologySeed> {
  const started = performance.now();
  for (let level = 0; level < LEVELS; level += 1) await db.exec(componentsSql(level));
  await db.exec(CANARY_SQL);
  await db.exec(CHECKS_SQL);
  await db.exec(CONFIGS_SQL);
  await db.exec(CHECK_LINKS_SQL);
  await db.exec(CONFIG_LINKS_SQL);
  await db.exec(TEAMS_SQL);
  await db.exec(TEAM_LINKS_SQL);
  await db.exec('ANALYZE components; ANALYZE checks; ANALYZE config_items; ANALYZE check_component_relationships; ANALYZE config_component_relationships; ANALYZE team_components');
  const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, name FROM components WHERE name = 'ns-03-7'`);
  const mid = rows[0];
  if (!mid) throw new Error('the seed did not write ns-03-7');
  return {
    components: await count(db, 'components'),
    leaves: await count(db, 'components WHERE is_leaf'),
    checks: await count(db, 'check_component_relationships'),
    configs: await count(db, 'config_component_relationships'),
    teamLinks: await count(db, 'team_components'),
    seconds: (performance.now() - started) / 1000,
    midComponentId: mid.id,
    midComponentName: mid.name,
  };
}

/** Components still marked for the roll-up worker. */
export async function rollupBacklog(db: Db): Promise<number> {
  return count(db, 'component_rollup_queue');
}
