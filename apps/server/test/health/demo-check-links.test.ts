import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoActivity, type DemoActivity } from '#src/catalog/demo/demo-activity.ts';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { createScraperRuns } from '#src/catalog/runtime/scraper-runs.factory.ts';
import { ScraperRepository } from '#src/catalog/runtime/scraper.repository.ts';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { CanaryRepository } from '#src/health/canary.repository.ts';
import { createCanaryRuns } from '#src/health/canary-runs.factory.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quietLogger = { warn: () => undefined };

describe(`the demo links its checks to the catalog items they watch (${testDbKind})`, () => {
  let db: TestDb;
  let dataDir: string;
  let activity: DemoActivity;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-demo-links-'));
    await new DemoWorkspaceService(db, demoSeeders({ host: '127.0.0.1', port: 8080, dataDir })).ensure(true);
    activity = await startDemoActivity(db, dataDir, quietLogger);
  });
  afterAll(async () => {
    await activity?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const demoIds = async (table: 'canaries' | 'config_scrapers') =>
    (await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE namespace = 'demo' AND deleted_at IS NULL ORDER BY name`)).rows.map((row) => row.id);
  const runScrapers = async () => {
    const { runs } = createScraperRuns(db, { ingestion: new CatalogIngestionService(db) });
    for (const id of await demoIds('config_scrapers')) await runs.run((await new ScraperRepository(db).findLive(id))!);
  };
  const runCanaries = async () => {
    const { runs } = createCanaryRuns(db);
    for (const id of await demoIds('canaries')) await runs.run((await new CanaryRepository(db).findLive(id))!, { nextRunAt: null });
  };
  const links = async () =>
    (
      await db.query<{ canary: string; check: string; item: string; type: string }>(
        `SELECT c.name AS canary, k.name AS check, i.name AS item, i.type
         FROM check_config_relationships r
         JOIN checks k ON k.id = r.check_id JOIN canaries c ON c.id = k.canary_id JOIN config_items i ON i.id = r.config_id
         WHERE r.deleted_at IS NULL AND c.namespace = 'demo'`,
      )
    ).rows.map((row) => `${row.canary}/${row.check} -> ${row.type}/${row.item}`).sort();

  it('has no links before the catalog has the items, and links every check once the scrapers and the checks have run', async () => {
    await runCanaries();
    expect(await links()).toEqual([]);

    await runScrapers();
    await runCanaries();
    expect(await links()).toEqual([
      'demo-cluster/cluster services -> Kubernetes::Service/cart',
      'demo-cluster/cluster services -> Kubernetes::Service/payments-api',
      'demo-cluster/cluster services -> Kubernetes::Service/storefront',
      'demo-cluster/cluster services -> Vigil::Canary/demo-cluster',
      'fails-on-purpose/closed port -> Vigil::Canary/fails-on-purpose',
      'local-machine/localhost name -> Vigil::Canary/local-machine',
      'local-machine/shell script -> Vigil::Canary/local-machine',
      'vigil-database/canaries query -> Vigil::Canary/vigil-database',
      'vigil-server/liveness endpoint -> Vigil::Canary/vigil-server',
      'vigil-server/server port -> Vigil::Canary/vigil-server',
    ]);
  });

  it("shows the cluster's check, healthy, on each of the cluster's services", async () => {
    const { rows } = await db.query<{ service: string; checks: string[] }>(
      `SELECT i.name AS service, array(SELECT s.name || ':' || s.status FROM check_summary_for_config(i.id) s) AS checks
       FROM config_items i WHERE i.type = 'Kubernetes::Service' AND i.deleted_at IS NULL ORDER BY i.name`,
    );
    expect(rows).toEqual([
      { service: 'cart', checks: ['cluster services:healthy'] },
      { service: 'payments-api', checks: ['cluster services:healthy'] },
      { service: 'storefront', checks: ['cluster services:healthy'] },
    ]);
  });
});
