import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { createScraperRuns } from '#src/catalog/runtime/scraper-runs.factory.ts';
import { ScraperRepository } from '#src/catalog/runtime/scraper.repository.ts';
import { startDemoActivity, type DemoActivity } from '#src/catalog/demo/demo-activity.ts';
import { demoSeeders } from '#src/demo/demo-seeders.ts';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { checkoutConfig, EDITED_SAMPLE_FILE, SAMPLE_CONFIG_FOLDER } from '#src/demo/sample-configs/sample-config-files.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quietLogger = { warn: () => undefined };

describe(`the demo scrapers fill the catalog from real sources (${testDbKind})`, () => {
  let db: TestDb;
  let dataDir: string;
  let activity: DemoActivity;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-demo-scrapers-'));
    const outcome = await new DemoWorkspaceService(db, demoSeeders({ host: '127.0.0.1', port: 8080, dataDir })).ensure(true);
    expect(outcome).toMatchObject({ status: 'seeded', seeders: expect.arrayContaining(['canaries', 'scrapers']) });
    activity = await startDemoActivity(db, dataDir, quietLogger);
  });
  afterAll(async () => {
    await activity?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runScraper = async (name: string) => {
    const { rows } = await db.query<{ id: string }>("SELECT id FROM config_scrapers WHERE name = $1 AND namespace = 'demo'", [name]);
    const scraper = (await new ScraperRepository(db).findLive(rows[0]!.id))!;
    return createScraperRuns(db, { ingestion: new CatalogIngestionService(db) }).runs.run(scraper);
  };
  const itemsOf = async (type: string) =>
    (await db.query<{ name: string }>('SELECT name FROM config_items WHERE type = $1 AND deleted_at IS NULL ORDER BY name', [type])).rows.map((r) => r.name);

  it('scrapes the sample files the demo writes, and sees the edit the demo makes as a diff change', async () => {
    expect(await runScraper('sample-files')).toMatchObject({ status: 'SUCCESS', errors: [] });
    expect(await itemsOf('Demo::AppConfig')).toEqual(['catalog', 'checkout', 'edge-proxy', 'payments-api']);

    const file = join(dataDir, SAMPLE_CONFIG_FOLDER, EDITED_SAMPLE_FILE);
    expect(readFileSync(file, 'utf8')).toBe(checkoutConfig(0));
    writeFileSync(file, checkoutConfig(1));
    await runScraper('sample-files');
    const { rows } = await db.query<{ change_type: string; summary: string }>(
      "SELECT change_type, summary FROM config_changes c JOIN config_items i ON i.id = c.config_id WHERE i.name = 'checkout'",
    );
    expect(rows).toEqual([expect.objectContaining({ change_type: 'diff', summary: expect.stringContaining('spec.replicas') })]);
  });

  it("scrapes this server's own database through the sql scraper", async () => {
    expect(await runScraper('vigil-database')).toMatchObject({ status: 'SUCCESS' });
    expect(await itemsOf('Vigil::Canary')).toEqual(['demo-cluster', 'fails-on-purpose', 'local-machine', 'vigil-database', 'vigil-server']);
  });

  it('scrapes the recorded Kubernetes cluster through the connection the demo points at it', async () => {
    expect(await runScraper('demo-cluster')).toMatchObject({ status: 'SUCCESS' });
    expect((await itemsOf('Kubernetes::Namespace'))).toEqual(['payments', 'shop']);
    expect((await itemsOf('Kubernetes::Pod')).length).toBeGreaterThan(0);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM config_changes c JOIN config_items i ON i.id = c.config_id WHERE i.type LIKE 'Kubernetes::%'");
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
