import { createHash } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/db.ts';

export const ITEM_COUNT = 100_000;
export const CHANGE_COUNT = 1_000_000;
const CHANGE_BATCH = 100_000;
/** Items come in parent chains of this length (root first), so related_configs_recursive has depth to walk. */
export const CHAIN_LENGTH = 10;

/** Every tenth item is a pod: the type the browser opens (10,000 rows). */
export const LARGE_TYPE = 'Kubernetes::Pod';
/** A type no item has: the empty page the browser timings are compared with. */
export const EMPTY_TYPE = 'Bench::Nothing';
/** A word in about 1 in 25 item names, for the search. */
export const SEARCH_TEXT = 'checkout';

/** The other 19 types, as (type, class); item g has the type at index g % 19 unless it is a pod. */
const OTHER_KINDS = [
  ['Kubernetes::Deployment', 'Deployment'],
  ['Kubernetes::ReplicaSet', 'ReplicaSet'],
  ['Kubernetes::Service', 'Service'],
  ['Kubernetes::ConfigMap', 'ConfigMap'],
  ['Kubernetes::Namespace', 'Namespace'],
  ['Kubernetes::Node', 'Node'],
  ['Kubernetes::Ingress', 'Ingress'],
  ['Kubernetes::Job', 'Job'],
  ['Kubernetes::CronJob', 'CronJob'],
  ['Kubernetes::StatefulSet', 'StatefulSet'],
  ['Kubernetes::DaemonSet', 'DaemonSet'],
  ['Kubernetes::PersistentVolumeClaim', 'PersistentVolumeClaim'],
  ['AWS::EC2::Instance', 'VirtualMachine'],
  ['AWS::RDS::DBInstance', 'Database'],
  ['AWS::S3::Bucket', 'Bucket'],
  ['AWS::Lambda::Function', 'Function'],
  ['Azure::VirtualMachine', 'VirtualMachine'],
  ['GCP::SQLInstance', 'Database'],
  ['File::AppConfig', 'AppConfig'],
] as const;

const APPS = ['checkout', 'payments', 'catalog', 'search', 'billing', 'auth', 'orders', 'cart', 'inventory', 'shipping',
  'ledger', 'reports', 'gateway', 'profile', 'pricing', 'reviews', 'notify', 'media', 'export', 'import',
  'audit', 'quota', 'tenant', 'ingest', 'metrics'];

/** The id of bench item g: derived from g, so parents, relationships and changes can name it without a lookup. */
const itemIdSql = (g: string) => `md5('bench-item-' || (${g}))::uuid`;

/** The same id computed here: md5 of the text, written as a uuid. */
export function benchItemId(g: number): string {
  const hex = createHash('md5').update(`bench-item-${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(', ')}]`;
const kindsValues = OTHER_KINDS.map(([type, kind], i) => `(${i}, ${sqlText(type)}, ${sqlText(kind)})`).join(',\n    ');

/*
 * Items 1..N. Position k = (g - 1) % CHAIN_LENGTH in its chain: 0 is a root, every other item's
 * parent is g - 1, so path is the ids of the k items before it. 2% are deleted; every deleted
 * item is a non-pod, so the pod list holds exactly N / 10 rows.
 */
const ITEMS_SQL = `
WITH kinds (k, type, class) AS (VALUES
    ${kindsValues}
), numbered AS (
  SELECT g, (g - 1) % ${CHAIN_LENGTH} AS k, (${textArray(APPS)})[1 + g % ${APPS.length}] AS app
  FROM generate_series(1, $2::int) AS g
)
INSERT INTO config_items (id, scraper_id, config_class, type, name, description, external_id, config, source, labels,
  tags, parent_id, path, status, health, ready, cost_per_minute, cost_total_1d, cost_total_7d, cost_total_30d,
  last_scraped_time, created_at, updated_at, deleted_at, delete_reason)
SELECT
  ${itemIdSql('n.g')},
  $1::uuid,
  CASE WHEN n.g % 10 = 0 THEN 'Pod' ELSE kinds.class END,
  CASE WHEN n.g % 10 = 0 THEN '${LARGE_TYPE}' ELSE kinds.type END,
  n.app || '-' || lower(CASE WHEN n.g % 10 = 0 THEN 'Pod' ELSE kinds.class END) || '-' || lpad(n.g::text, 6, '0'),
  CASE WHEN n.g % 3 = 0 THEN 'Runs part of the ' || n.app || ' service' END,
  ARRAY['bench/' || n.g],
  jsonb_build_object('metadata', jsonb_build_object('name', n.app || '-' || n.g, 'namespace', 'ns-' || n.g % 40),
    'spec', jsonb_build_object('replicas', n.g % 5, 'image', n.app || ':1.' || n.g % 30, 'port', 8000 + n.g % 100)),
  'bench',
  jsonb_build_object('app', n.app, 'env', (ARRAY['prod', 'staging', 'dev'])[1 + n.g % 3], 'team', 'team-' || n.g % 20),
  jsonb_build_object('cluster', 'cluster-' || n.g % 4, 'namespace', 'ns-' || n.g % 40, 'account', 'acct-' || n.g % 7),
  CASE WHEN n.k > 0 THEN ${itemIdSql('n.g - 1')} END,
  coalesce((SELECT string_agg(${itemIdSql('a')}::text, '.' ORDER BY a) FROM generate_series(n.g - n.k, n.g - 1) AS a), ''),
  (ARRAY['Running', 'Running', 'Running', 'Pending', 'Completed'])[1 + n.g % 5],
  CASE WHEN n.g % 100 < 80 THEN 'healthy' WHEN n.g % 100 < 90 THEN 'warning' WHEN n.g % 100 < 97 THEN 'unhealthy' END,
  n.g % 100 < 90,
  CASE WHEN n.g % 4 = 0 THEN (n.g % 97) / 10000.0 END,
  CASE WHEN n.g % 4 = 0 THEN (n.g % 97) * 0.144 END,
  CASE WHEN n.g % 4 = 0 THEN (n.g % 97) * 1.008 END,
  CASE WHEN n.g % 4 = 0 THEN (n.g % 97) * 4.32 END,
  now() - (n.g % 600) * interval '1 second',
  now() - interval '60 days' + n.g * interval '50 seconds',
  now() - (n.g % 1000) * interval '1 minute',
  CASE WHEN n.g % 50 = 7 THEN now() - (n.g % 20) * interval '1 day' END,
  CASE WHEN n.g % 50 = 7 THEN 'STALE' END
FROM numbered n
JOIN kinds ON kinds.k = n.g % ${OTHER_KINDS.length}`;

/** The hard relationship the parent trigger would have written, and two kinds of soft link across chains. */
const RELATIONSHIPS_SQL = `
INSERT INTO config_relationships (config_id, related_id, relation, created_at)
SELECT parent_id, id, 'hard', created_at FROM config_items WHERE parent_id IS NOT NULL AND deleted_at IS NULL
UNION ALL
SELECT ${itemIdSql('g')}, ${itemIdSql(`g + ${CHAIN_LENGTH}`)}, 'bench/depends-on', now()
FROM generate_series(1, $1::int - ${CHAIN_LENGTH}) AS g WHERE g % 4 = 0
UNION ALL
SELECT ${itemIdSql('g')}, ${itemIdSql('g + 37')}, 'bench/routes-to', now()
FROM generate_series(1, $1::int - 37) AS g WHERE g % 7 = 0`;

/*
 * Changes h in [from, to], in time order as they would arrive, spread evenly over the last 30
 * days. One in five goes to the first 2,000 items (busy ones); the rest spread over all items.
 * Half are diffs, the rest events with an external id (unique, so nothing merges).
 */
const CHANGES_SQL = `
WITH picked AS (
  SELECT h,
    CASE WHEN h % 5 = 0 THEN 1 + (h * 31) % 2000 ELSE 1 + (h::bigint * 7919) % $3::int END AS item,
    (ARRAY['diff', 'diff', 'diff', 'diff', 'diff', 'diff', 'diff', 'diff', 'diff', 'diff', 'HealthChanged', 'HealthChanged',
      'HealthChanged', 'Pulled', 'Scheduled', 'Created', 'BackOff', 'Killing', 'UpdateFailed', 'ScalingReplicaSet'])[1 + h % 20] AS change_type,
    now() - interval '30 days' + (h * 2.592 - h % 60) * interval '1 second' AS at
  FROM generate_series($1::int, $2::int) AS h
)
INSERT INTO config_changes (config_id, external_change_id, change_type, severity, source, summary, patches, diff, details,
  tags, external_created_by, created_at, first_observed, count)
SELECT
  ${itemIdSql('p.item')},
  CASE WHEN p.change_type <> 'diff' THEN 'bench-event-' || p.h END,
  p.change_type,
  CASE p.change_type
    WHEN 'diff' THEN 'info'
    WHEN 'HealthChanged' THEN (ARRAY['low', 'medium', 'high'])[1 + p.h % 3]
    WHEN 'BackOff' THEN 'high'
    WHEN 'UpdateFailed' THEN 'critical'
    ELSE (ARRAY['info', 'low'])[1 + p.h % 2]
  END,
  CASE WHEN p.change_type = 'diff' THEN 'bench' ELSE 'KubernetesEvent' END,
  CASE WHEN p.change_type = 'diff' THEN 'spec.replicas' ELSE p.change_type || ' on item ' || p.item END,
  CASE WHEN p.change_type = 'diff' THEN jsonb_build_object('spec', jsonb_build_object('replicas', p.h % 5)) END,
  CASE WHEN p.change_type = 'diff'
    THEN E'--- before\\n+++ after\\n@@ -2,3 +2,3 @@\\n   "spec": {\\n-    "replicas": ' || (p.h + 1) % 5 || E',\\n+    "replicas": ' || p.h % 5 || E',\\n' END,
  CASE WHEN p.change_type <> 'diff' THEN jsonb_build_object('reason', p.change_type, 'message', 'bench event ' || p.h) END,
  jsonb_build_object('cluster', 'cluster-' || p.item % 4, 'namespace', 'ns-' || p.item % 40),
  CASE p.h % 4 WHEN 0 THEN 'ci-bot' WHEN 1 THEN 'alice@example.com' END,
  p.at,
  p.at,
  CASE WHEN p.h % 17 = 0 THEN 1 + p.h % 5 ELSE 1 END
FROM picked p`;

/** Insights on one item in five; most are open and were seen within the last 36 hours. */
const ANALYSIS_SQL = `
INSERT INTO config_analysis (config_id, scraper_id, analyzer, analysis_type, severity, summary, status, message, source,
  first_observed, last_observed)
SELECT
  ${itemIdSql('g')},
  $1::uuid,
  'bench-analyzer-' || g % 8,
  (ARRAY['security', 'cost', 'performance', 'availability', 'reliability', 'recommendation', 'compliance'])[1 + g % 7],
  (ARRAY['critical', 'high', 'medium', 'low', 'info'])[1 + g % 5],
  'Finding ' || g % 8 || ' on item ' || g,
  CASE WHEN g % 100 < 85 THEN 'open' ELSE 'resolved' END,
  'The bench analyzer found something to look at on item ' || g,
  'bench',
  now() - (g % 30) * interval '1 day' - interval '1 hour',
  now() - (g % 36) * interval '1 hour'
FROM generate_series(5, $2::int, 5) AS g`;

const SEEDED_TABLES = ['config_items', 'config_changes'] as const;

export interface SeedReport {
  items: number;
  changes: number;
  relationships: number;
  analysis: number;
  seconds: number;
}

/**
 * Fills the catalog set-based. The user triggers of config_items (path, parent relationship) and
 * config_changes (merge of repeated external ids) are off while it runs: the same derived data is
 * written set-based instead (path, hard relationships, first_observed), and no change repeats an
 * external id. Foreign keys stay checked. Ends with VACUUM ANALYZE, as autovacuum would after a load.
 */
export async function seedCatalog(db: Db, log: (message: string) => void): Promise<SeedReport> {
  const started = Date.now();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_scrapers (name, namespace, description, spec, source)
     VALUES ('bench', 'bench', 'Items written by the catalog bench', '{}'::jsonb, 'Push') RETURNING id`,
  );
  const scraperId = rows[0]!.id;
  for (const table of SEEDED_TABLES) await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    await db.query(ITEMS_SQL, [scraperId, ITEM_COUNT]);
    log(`${ITEM_COUNT} items`);
    await db.query(RELATIONSHIPS_SQL, [ITEM_COUNT]);
    for (let from = 1; from <= CHANGE_COUNT; from += CHANGE_BATCH) {
      await db.query(CHANGES_SQL, [from, Math.min(CHANGE_COUNT, from + CHANGE_BATCH - 1), ITEM_COUNT]);
      log(`${Math.min(CHANGE_COUNT, from + CHANGE_BATCH - 1)} changes`);
    }
    await db.query(ANALYSIS_SQL, [scraperId, ITEM_COUNT]);
  } finally {
    for (const table of SEEDED_TABLES) await db.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
  await db.exec('VACUUM ANALYZE config_items, config_changes, config_relationships, config_analysis');
  const counts = await db.query<SeedReport>(
    `SELECT (SELECT count(*) FROM config_items)::int AS items, (SELECT count(*) FROM config_changes)::int AS changes,
            (SELECT count(*) FROM config_relationships)::int AS relationships, (SELECT count(*) FROM config_analysis)::int AS analysis`,
  );
  return { ...counts.rows[0]!, seconds: (Date.now() - started) / 1000 };
}
