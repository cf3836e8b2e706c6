import type { Db } from '#src/db/db.ts';
import { startClusterWideLoop } from '#src/jobs/cluster-wide-loop.ts';
import { CatalogMaintenanceService, type CatalogMaintenanceResult } from './catalog-maintenance.service.ts';

export interface CatalogMaintenanceLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface CatalogMaintenanceOptions {
  /** How often stale items and analysis are looked for (default 15 minutes). */
  everyMs?: number;
}

export interface CatalogMaintenance {
  /** No further runs; resolves once the run under way has ended. */
  stop(): Promise<void>;
}

/** The turn the replicas share (scheduler.cluster_jobs): the catalog is aged once per cluster. */
export const CATALOG_MAINTENANCE_TURN = 'CatalogMaintenance';

/**
 * Deletes stale items and resolves stale analysis now and then periodically: on this replica when
 * it takes the cluster's turn, so several replicas do it once between them.
 */
export function startCatalogMaintenance(db: Db, logger: CatalogMaintenanceLogger, options: CatalogMaintenanceOptions = {}): CatalogMaintenance {
  const maintenance = new CatalogMaintenanceService(db);
  const report = (result: CatalogMaintenanceResult) => {
    if (result.status === 'FAILED') logger.warn({ job: result.job, details: result.details }, `catalog maintenance job ${result.job} failed`);
  };
  const loop = startClusterWideLoop(
    db,
    CATALOG_MAINTENANCE_TURN,
    async () => {
      const now = new Date();
      report(await maintenance.deleteStaleItems(now));
      report(await maintenance.resolveStaleAnalysis(now));
    },
    options.everyMs ?? 15 * 60_000,
    (error) => logger.error({ err: error }, 'the catalog maintenance could not run'),
  );
  return { stop: () => loop.stop() };
}
