import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogIngestionService } from '#src/catalog/ingestion/catalog-ingestion.service.ts';
import { startCatalogMaintenance } from '#src/catalog/maintenance/catalog-maintenance.runner.ts';
import { CatalogMaintenanceService } from '#src/catalog/maintenance/catalog-maintenance.service.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { at, deployment, insertScraper, itemByName, scrape } from '../ingestion/ingestion-fixtures.ts';

describe(`CatalogMaintenanceService (${testDbKind})`, () => {
  let db: TestDb;
  let ingestion: CatalogIngestionService;
  let maintenance: CatalogMaintenanceService;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    ingestion = new CatalogIngestionService(db);
    maintenance = new CatalogMaintenanceService(db, 'test-host');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('soft-deletes items not scraped for 24 hours as STALE and records the job', async () => {
    const scraper = await insertScraper(db, 'stale');
    await ingestion.ingest(scraper, scrape({ items: [deployment('old-item', 1), deployment('fresh-item', 1)] }), { now: at('2026-02-01T00:00:00Z') });
    await ingestion.ingest(scraper, scrape({ items: [deployment('fresh-item', 1)] }), { now: at('2026-02-01T20:00:00Z') });

    const result = await maintenance.deleteStaleItems(at('2026-02-02T01:00:00Z'));
    expect(result).toMatchObject({ job: 'ConfigItemsDeleteStale', status: 'SUCCESS', successCount: 1 });
    expect(await itemByName(db, 'old-item')).toMatchObject({ deleted_at: at('2026-02-02T01:00:00Z'), delete_reason: 'STALE' });
    expect(await itemByName(db, 'fresh-item')).toMatchObject({ deleted_at: null });

    const { rows } = await db.query(`SELECT status, success_count, hostname FROM job_history WHERE name = 'ConfigItemsDeleteStale'`);
    expect(rows).toEqual([{ status: 'SUCCESS', success_count: 1, hostname: 'test-host' }]);

    // Seen again, the stale item comes back.
    await ingestion.ingest(scraper, scrape({ items: [deployment('old-item', 1)] }), { now: at('2026-02-02T02:00:00Z') });
    expect(await itemByName(db, 'old-item')).toMatchObject({ deleted_at: null, delete_reason: null });
  });

  it('resolves analysis not observed for 48 hours and keeps recent analysis open', async () => {
    const scraper = await insertScraper(db, 'stale-analysis');
    const item = deployment('analysed', 1);
    const ref = { type: item.type, externalId: item.externalId[0]! };
    const finding = (analyzer: string) => ({ config: ref, analyzer, analysisType: 'reliability', severity: 'medium' });
    await ingestion.ingest(scraper, scrape({ items: [item], analysis: [finding('old-finding'), finding('recent-finding')] }), { now: at('2026-03-01T00:00:00Z') });
    await ingestion.ingest(scraper, scrape({ items: [item], analysis: [finding('recent-finding')] }), { now: at('2026-03-02T12:00:00Z') });

    const result = await maintenance.resolveStaleAnalysis(at('2026-03-03T01:00:00Z'));
    expect(result).toMatchObject({ job: 'ConfigAnalysisResolveStale', status: 'SUCCESS', successCount: 1 });
    const { rows } = await db.query('SELECT analyzer, status FROM config_analysis WHERE scraper_id = $1 ORDER BY analyzer', [scraper]);
    expect(rows).toEqual([
      { analyzer: 'old-finding', status: 'resolved' },
      { analyzer: 'recent-finding', status: 'open' },
    ]);
  });

  it('runs both jobs periodically until stopped', async () => {
    const logged: string[] = [];
    const logger = { warn: (_: object, message: string) => logged.push(message), error: (_: object, message: string) => logged.push(message) };
    const runner = startCatalogMaintenance(db, logger, { everyMs: 60_000 });
    const names = async () =>
      (await db.query<{ name: string }>(`SELECT DISTINCT name FROM job_history WHERE hostname <> 'test-host' ORDER BY name`)).rows.map((row) => row.name);
    await vi.waitFor(async () => expect(await names()).toEqual(['ConfigAnalysisResolveStale', 'ConfigItemsDeleteStale']), { timeout: 10_000, interval: 100 });
    await runner.stop();
    expect(logged).toEqual([]);
  });
});
