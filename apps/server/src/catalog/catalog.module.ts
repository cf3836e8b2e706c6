import type { FeatureModule } from '../modules/feature-module.ts';
import { startDemoActivity } from './demo/demo-activity.ts';
import { scrapersDemoSeeder } from './demo/scrapers.demo-seeder.ts';
import { CatalogIngestionService } from './ingestion/catalog-ingestion.service.ts';
import { startCatalogMaintenance } from './maintenance/catalog-maintenance.runner.ts';
import { configPushRoutes } from './push/config-push.routes.ts';
import { ConfigPushService } from './push/config-push.service.ts';
import { createScraperRuns } from './runtime/scraper-runs.factory.ts';
import { startScraperScheduler } from './runtime/scraper-scheduler.ts';
import { scraperSpecRules } from './runtime/scraper-write-validation.ts';
import { scraperRoutes } from './runtime/scraper.routes.ts';
import { ScraperService } from './runtime/scraper.service.ts';
import { applyScraperSpecFiles } from './runtime/spec-files/scraper-spec-files.service.ts';
import { SCRAPE_CONFIG_SPEC_KIND } from './scrapers/spec/scrape-config-spec-kind.ts';
import { catalogRoutes } from './summary/catalog.routes.ts';

/**
 * The catalog: scrapers (on a schedule, on demand, or pushed by agents) store items, changes,
 * analysis and relationships through one ingestion; summaries, and ageing of stale items.
 */
export const catalogModule: FeatureModule = {
  name: 'catalog',
  routes: async (app, { db, scripts }) => {
    const ingestion = new CatalogIngestionService(db);
    await app.register(configPushRoutes, { push: new ConfigPushService(db, ingestion) });
    await app.register(catalogRoutes, { db });
    await app.register(scraperRoutes, { scrapers: new ScraperService(db, createScraperRuns(db, { ingestion, scripts }).runs) });
  },
  specKinds: [SCRAPE_CONFIG_SPEC_KIND],
  specRules: (config) => [scraperSpecRules({ execEnabled: config.exec })],
  startup: [
    async ({ db, config, logger }) => {
      if (config.scrapersDir) await applyScraperSpecFiles(db, config.scrapersDir, logger);
    },
  ],
  workers: [
    ({ db, config, logger, scripts }) => startScraperScheduler(db, logger, { ingestion: new CatalogIngestionService(db), listenUrl: config.databaseUrl, scripts }),
    // Stale items and analysis age out the same way wherever it runs.
    ({ db, logger }) => startCatalogMaintenance(db, logger),
  ],
  demo: {
    seeders: (config) => [scrapersDemoSeeder(() => config.dataDir)],
    // The demo's files and recorded cluster make its scrapers find something.
    activity: ({ db, config, logger }) => startDemoActivity(db, config.dataDir, logger),
  },
};
