import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoActivity, type DemoActivity } from '#src/catalog/demo/demo-activity.ts';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { createScraperRuns } from '#src/catalog/runtime/scraper-runs.factory.ts';
import { ScraperRepository } from '#src/catalog/runtime/scraper.repository.ts';
import { loadConfig } from '#src/config.ts';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import type { RunContext } from '#src/modules/feature-module.ts';
import { startTopologyRollup } from '#src/topology/rollup/start-topology-rollup.ts';
import { TopologyRunService } from '#src/topology/topology-run.service.ts';
import { TopologyRepository } from '#src/topology/topology.repository.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined };

interface DemoComponent {
  id: string;
  topology: string;
  name: string;
  type: string | null;
  parent: string | null;
  status: string;
  log_selectors: unknown;
  checks: { name: string; status: string | null }[];
  configs: string[];
}

describe(`the demo topologies (${testDbKind})`, () => {
  let db: TestDb;
  let dataDir: string;
  let activity: DemoActivity;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-demo-topology-'));
    await new DemoWorkspaceService(db, demoSeeders({ host: '127.0.0.1', port: 8080, dataDir })).ensure(true);
    activity = await startDemoActivity(db, dataDir, quiet);
  });
  afterAll(async () => {
    await activity?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const demoIds = async (table: 'canaries' | 'config_scrapers' | 'topologies') =>
    (await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE namespace = 'demo' AND deleted_at IS NULL ORDER BY name`)).rows.map((row) => row.id);

  const components = async (): Promise<DemoComponent[]> =>
    (
      await db.query<DemoComponent>(
        `SELECT c.id, t.name AS topology, c.name, c.type, p.name AS parent, c.status, c.log_selectors,
                coalesce((SELECT jsonb_agg(jsonb_build_object('name', k.name, 'status', k.status) ORDER BY k.name)
                          FROM check_component_relationships r JOIN checks k ON k.id = r.check_id
                          WHERE r.component_id = c.id AND r.deleted_at IS NULL), '[]') AS checks,
                coalesce((SELECT array_agg(i.name ORDER BY i.name) FROM config_component_relationships r JOIN config_items i ON i.id = r.config_id
                          WHERE r.component_id = c.id AND r.deleted_at IS NULL), '{}') AS configs
         FROM components c JOIN topologies t ON t.id = c.topology_id LEFT JOIN components p ON p.id = c.parent_id
         WHERE t.namespace = 'demo' AND c.deleted_at IS NULL ORDER BY t.name, c.path, c.name`,
      )
    ).rows;
  const named = async (name: string) => (await components()).find((component) => component.name === name)!;
  const shape = async () => (await components()).map((component) => `${component.topology}: ${component.parent ?? '-'} > ${component.name}`).sort();

  it('has its components as soon as it is seeded: the server with its log and database, the machine, and the cluster', async () => {
    expect(await shape()).toEqual([
      'demo-cluster: - > demo-cluster',
      'vigil: - > vigil',
      'vigil: vigil > local-machine',
      'vigil: vigil > vigil-server',
      'vigil: vigil-server > vigil-database',
    ]);
    expect(await named('vigil-server')).toMatchObject({ type: 'Server', log_selectors: [{ name: 'server', type: 'server' }] });
    const scheduled = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM topologies WHERE namespace = 'demo' AND spec->>'schedule' = '@every 1m'");
    expect(scheduled.rows[0]!.count).toBe(2);
  });

  it('links the demo checks and the recorded cluster once the canaries and scrapers have run, and rolls their statuses up', async () => {
    const { runs: scrapers } = createScraperRuns(db, { ingestion: new CatalogIngestionService(db) });
    for (const id of await demoIds('config_scrapers')) await scrapers.run((await new ScraperRepository(db).findLive(id))!);
    const { runs: canaries } = createCanaryRuns(db);
    for (const id of await demoIds('canaries')) await canaries.run((await new CanaryRepository(db).findLive(id))!, { nextRunAt: null });
    const topologies = new TopologyRunService(db, 'test');
    for (const id of await demoIds('topologies')) expect((await topologies.run((await new TopologyRepository(db).findLive(id))!))?.status).toBe('SUCCESS');

    const checkNames = async (name: string) => (await named(name)).checks.map((check) => check.name);
    expect(await checkNames('vigil-server')).toEqual(['liveness endpoint', 'server port']);
    expect(await checkNames('vigil-database')).toEqual(['canaries query']);
    expect(await checkNames('local-machine')).toEqual(['closed port', 'localhost name', 'shell script']);
    const cluster = (await shape()).filter((edge) => edge.startsWith('demo-cluster:'));
    expect(cluster).toEqual(
      expect.arrayContaining([
        'demo-cluster: - > demo-cluster',
        'demo-cluster: demo-cluster > payments',
        'demo-cluster: demo-cluster > shop',
        'demo-cluster: shop > storefront',
        'demo-cluster: shop > cart',
        'demo-cluster: payments > payments-api',
        'demo-cluster: storefront > storefront-7c9f6d5b8-x7k2p',
      ]),
    );
    expect(await named('storefront')).toMatchObject({ type: 'Kubernetes::Deployment', configs: ['storefront'] });

    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', ...(db.url ? { DATABASE_URL: db.url } : {}) });
    const context: RunContext = { db, config, logger: quiet as unknown as RunContext['logger'], scripts: undefined as never };
    const worker = startTopologyRollup(context);
    try {
      // The database query passes; the machine's shell and name checks pass beside the port that fails on purpose.
      expect(await settled('vigil-database', 'healthy')).toBe('healthy');
      expect(await settled('local-machine', 'warning')).toBe('warning');
      expect(await settled('vigil', (status) => status !== 'unknown')).not.toBe('unknown');
      expect(await settled('storefront', (status) => status === 'healthy')).toBe('healthy');
    } finally {
      await worker.stop();
    }
  });

  /** The component's status once it is what is wanted (the worker runs on its own), or its last one. */
  async function settled(name: string, wanted: string | ((status: string) => boolean)): Promise<string> {
    const done = typeof wanted === 'string' ? (status: string) => status === wanted : wanted;
    const giveUpAt = Date.now() + 15_000;
    let current = (await named(name)).status;
    while (!done(current) && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = (await named(name)).status;
    }
    return current;
  }
});
