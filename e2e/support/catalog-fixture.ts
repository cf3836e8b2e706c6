import type { SessionHeaders } from './api-session.ts';

/** The configs a catalog scenario pushes, so its names, counts and times are its own and not the demo's. */
export const FIXTURE = {
  clusterType: 'E2E::Cluster',
  databaseType: 'E2E::Database',
  cluster: 'e2e-cluster',
  /** Child of the cluster, with nested content for the line selection. */
  ordersDb: 'e2e-orders-db',
  /** Child of the cluster, unhealthy, with the insight. */
  ledgerDb: 'e2e-ledger-db',
  /** No parent: it must not appear among the cluster's relationships. */
  billingDb: 'e2e-billing-db',
  upgraded: 'E2EUpgraded',
  resized: 'E2EResized',
  analyzer: 'e2e-disk',
  insightSummary: 'Ledger volume almost full',
  insightMessage: 'The ledger volume is 95% full; writes stop at 100%.',
} as const;

/** The `E2EUpgraded` changes of the orders database, by summary, and how long before the push each happened. */
export const UPGRADES = [
  { summary: 'upgraded to 16.4', minutesAgo: 30 },
  { summary: 'upgraded to 16.3', minutesAgo: 5 * 60 },
  { summary: 'upgraded to 16.2', minutesAgo: 5 * 24 * 60 },
] as const;
export const RESIZE_SUMMARY = 'storage grown to 20Gi';

/** The orders database's content; stored as JSON, it is shown pretty-printed with one key a line. */
export const ORDERS_DB_CONFIG = { engine: 'postgres', storage: { size: '20Gi', class: 'ssd' }, version: '16.4' };

const ref = (type: string, externalId: string) => ({ type, externalId });

/** The body of `POST /api/config/push` that creates the fixture, with change times relative to `now`. */
export function catalogFixtureBody(now: Date = new Date()): unknown {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const cluster = ref(FIXTURE.clusterType, 'cluster-1');
  const orders = ref(FIXTURE.databaseType, 'db-orders');
  const ledger = ref(FIXTURE.databaseType, 'db-ledger');
  const billing = ref(FIXTURE.databaseType, 'db-billing');
  const database = (at: typeof orders, name: string, health: string, config: unknown, parent?: typeof cluster) => ({
    type: at.type,
    externalId: [at.externalId],
    name,
    health,
    config,
    ...(parent ? { parent } : {}),
  });
  return {
    items: [
      { type: cluster.type, externalId: [cluster.externalId], name: FIXTURE.cluster, health: 'healthy', config: { region: 'eu-west', nodes: 3 } },
      database(orders, FIXTURE.ordersDb, 'healthy', ORDERS_DB_CONFIG, cluster),
      database(ledger, FIXTURE.ledgerDb, 'unhealthy', { engine: 'postgres', storage: { size: '50Gi' } }, cluster),
      database(billing, FIXTURE.billingDb, 'healthy', { engine: 'mysql' }),
    ],
    changes: [
      ...UPGRADES.map((upgrade, index) => ({
        config: orders,
        externalChangeId: `e2e-upgrade-${index}`,
        changeType: FIXTURE.upgraded,
        summary: upgrade.summary,
        createdAt: ago(upgrade.minutesAgo),
      })),
      { config: orders, externalChangeId: 'e2e-resize', changeType: FIXTURE.resized, summary: RESIZE_SUMMARY, createdAt: ago(30) },
    ],
    analysis: [
      {
        config: ledger,
        analyzer: FIXTURE.analyzer,
        analysisType: 'reliability',
        severity: 'high',
        summary: FIXTURE.insightSummary,
        message: FIXTURE.insightMessage,
      },
    ],
  };
}

/** Pushes the fixture as the signed-in person; fails unless everything was stored. */
export async function pushCatalogFixture(url: string, headers: SessionHeaders): Promise<void> {
  const response = await fetch(`${url}/api/config/push`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(catalogFixtureBody()),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`pushing the catalog fixture answered ${response.status}: ${text}`);
  const summary = JSON.parse(text) as { created: number; changes: number; analysis: number; errors: string[] };
  if (summary.created !== 4 || summary.changes !== 4 || summary.analysis !== 1 || summary.errors.length > 0) {
    throw new Error(`the catalog fixture was not stored whole: ${text}`);
  }
}

interface ConfigRow {
  id: string;
  name: string;
  type: string;
}

/** Live (not deleted) config items of a type, through the data API. */
export async function liveConfigsOfType(url: string, headers: SessionHeaders, type: string): Promise<ConfigRow[]> {
  const query = new URLSearchParams({ select: 'id,name,type', type: `eq.${type}`, deleted_at: 'is.null', limit: '1000' });
  const response = await fetch(`${url}/api/db/config_items?${query.toString()}`, { headers });
  if (response.status !== 200) throw new Error(`listing ${type} configs answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ConfigRow[];
}

/**
 * Waits until the scrapers have stored at least one item of each type (the demo's first scrapes run
 * right after start); polls the data API rather than sleeping.
 */
export async function waitForConfigTypes(url: string, headers: SessionHeaders, types: readonly string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await Promise.all(types.map(async (type) => (await liveConfigsOfType(url, headers, type)).length));
    const missing = types.filter((_, index) => counts[index] === 0);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`no ${missing.join(', ')} config was scraped within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
