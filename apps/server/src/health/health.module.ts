import type { FeatureModule } from '../modules/feature-module.ts';
import { canariesDemoSeeder } from './canaries.demo-seeder.ts';
import { createCanaryRuns } from './canary-runs.factory.ts';
import { applyCanarySpecFiles } from './canary-spec-files/canary-spec-files.service.ts';
import { canarySpecRules } from './canary-validation/canary-write-validation.ts';
import { HealthCheckService } from './health-check.service.ts';
import { startHealthScheduler } from './health-scheduler.ts';
import { healthRoutes } from './health.routes.ts';
import { startHealthMaintenance } from './rollup/health-maintenance.runner.ts';
import { CANARY_SPEC_KIND } from './spec/canary-spec-kind.ts';
import { summaryRoutes } from './summary/summary.routes.ts';

/** Canaries and their checks: runs on a schedule or on demand, statuses, rollups, summaries. */
export const healthModule: FeatureModule = {
  name: 'health',
  routes: async (app, { db, scripts, config }) => {
    const canaryRuns = createCanaryRuns(db, { scripts, maxProbesInFlight: config.maxProbesInFlight, serverAddress: { host: config.host, port: config.port } });
    await app.register(healthRoutes, { health: new HealthCheckService(db, canaryRuns.runs, canaryRuns.parseSpec) });
    await app.register(summaryRoutes, { db });
  },
  specKinds: [CANARY_SPEC_KIND],
  specRules: (config) => [canarySpecRules({ execEnabled: config.exec })],
  startup: [
    async ({ db, config, logger }) => {
      if (config.canariesDir) await applyCanarySpecFiles(db, config.canariesDir, logger);
    },
  ],
  workers: [
    ({ db, config, logger, scripts }) => startHealthScheduler(db, logger, {
      listenUrl: config.databaseUrl,
      scripts,
      maxProbesInFlight: config.maxProbesInFlight,
      serverAddress: { host: config.host, port: config.port },
    }),
    // Rollups and retention are idempotent, so every replica may run them.
    ({ db, logger }) => startHealthMaintenance(db, logger),
  ],
  demo: { seeders: () => [canariesDemoSeeder()] },
};
