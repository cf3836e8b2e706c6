import { hostname } from 'node:os';
import type { Queryable } from '#src/db/db.ts';
import { RecordedJobRunner, type JobWorkOutcome, type RecordedJobResult } from '#src/jobs/recorded-job.runner.ts';
import { CatalogMaintenanceRepository } from './catalog-maintenance.repository.ts';

/** The job_history names of the catalog maintenance jobs. */
export const CATALOG_MAINTENANCE_JOBS = {
  staleItems: 'ConfigItemsDeleteStale',
  staleAnalysis: 'ConfigAnalysisResolveStale',
} as const;

export type CatalogMaintenanceJob = (typeof CATALOG_MAINTENANCE_JOBS)[keyof typeof CATALOG_MAINTENANCE_JOBS];

export interface CatalogMaintenanceResult extends RecordedJobResult<CatalogMaintenanceJob> {
  /** Items soft-deleted or analysis resolved. */
  successCount: number;
}

const HOUR_MS = 3_600_000;
/** Items not scraped for this long are soft-deleted as STALE. */
export const STALE_ITEM_AGE_MS = 24 * HOUR_MS;
/** Analysis not observed for this long is resolved. */
export const STALE_ANALYSIS_AGE_MS = 48 * HOUR_MS;

/**
 * Ages out what the sources stopped reporting. Each job writes one job_history row and answers its
 * outcome rather than throwing; both are idempotent, so replicas running them at once do no harm.
 */
export class CatalogMaintenanceService {
  private readonly catalog: CatalogMaintenanceRepository;
  private readonly jobs: RecordedJobRunner;

  constructor(
    db: Queryable,
    host: string = hostname(),
  ) {
    this.catalog = new CatalogMaintenanceRepository(db);
    this.jobs = new RecordedJobRunner(db, host);
  }

  deleteStaleItems(now: Date = new Date(), staleAgeMs: number = STALE_ITEM_AGE_MS): Promise<CatalogMaintenanceResult> {
    const cutoff = new Date(now.getTime() - staleAgeMs);
    return this.run(CATALOG_MAINTENANCE_JOBS.staleItems, 'config_items', async () => {
      const deleted = await this.catalog.deleteItemsNotScrapedSince(cutoff, now);
      return { count: deleted, details: { notScrapedSince: cutoff.toISOString(), deleted } };
    });
  }

  resolveStaleAnalysis(now: Date = new Date(), ageMs: number = STALE_ANALYSIS_AGE_MS): Promise<CatalogMaintenanceResult> {
    const cutoff = new Date(now.getTime() - ageMs);
    return this.run(CATALOG_MAINTENANCE_JOBS.staleAnalysis, 'config_analysis', async () => {
      const resolved = await this.catalog.resolveAnalysisNotObservedSince(cutoff);
      return { count: resolved, details: { notObservedSince: cutoff.toISOString(), resolved } };
    });
  }

  private run(job: CatalogMaintenanceJob, table: string, work: () => Promise<JobWorkOutcome>): Promise<CatalogMaintenanceResult> {
    return this.jobs.run(job, { type: table, id: table }, work);
  }
}
