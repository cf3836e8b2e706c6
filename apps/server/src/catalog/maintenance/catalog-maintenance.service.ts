import { hostname } from 'node:os';
import type { JobStatus } from '@vigil/domain';
import type { Queryable } from '../../db/db.ts';
import { JobHistoryRepository } from '../../jobs/job-history.repository.ts';
import { CatalogMaintenanceRepository } from './catalog-maintenance.repository.ts';

/** The job_history names of the catalog maintenance jobs. */
export const CATALOG_MAINTENANCE_JOBS = {
  staleItems: 'ConfigItemsDeleteStale',
  staleAnalysis: 'ConfigAnalysisResolveStale',
} as const;

export type CatalogMaintenanceJob = (typeof CATALOG_MAINTENANCE_JOBS)[keyof typeof CATALOG_MAINTENANCE_JOBS];

export interface CatalogMaintenanceResult {
  job: CatalogMaintenanceJob;
  status: Extract<JobStatus, 'SUCCESS' | 'FAILED'>;
  /** Items soft-deleted or analysis resolved. */
  successCount: number;
  errorCount: number;
  details: Record<string, unknown>;
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
  private readonly history: JobHistoryRepository;

  constructor(
    db: Queryable,
    private readonly host: string = hostname(),
  ) {
    this.catalog = new CatalogMaintenanceRepository(db);
    this.history = new JobHistoryRepository(db);
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

  private async run(
    job: CatalogMaintenanceJob,
    table: string,
    work: () => Promise<{ count: number; details: Record<string, unknown> }>,
  ): Promise<CatalogMaintenanceResult> {
    const timeStart = new Date();
    let result: CatalogMaintenanceResult;
    try {
      const { count, details } = await work();
      result = { job, status: 'SUCCESS', successCount: count, errorCount: 0, details };
    } catch (error) {
      result = { job, status: 'FAILED', successCount: 0, errorCount: 1, details: { errors: [error instanceof Error ? error.message : String(error)] } };
    }
    await this.history.insert({
      name: job,
      resourceType: table,
      resourceId: table,
      status: result.status,
      successCount: result.successCount,
      errorCount: result.errorCount,
      details: result.details,
      hostname: this.host,
      timeStart,
      timeEnd: new Date(),
    });
    return result;
  }
}
