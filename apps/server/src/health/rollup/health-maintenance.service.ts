import { hostname } from 'node:os';
import type { Queryable } from '#src/db/db.ts';
import { RecordedJobRunner, type JobWorkOutcome, type RecordedJobResult } from '#src/jobs/recorded-job.runner.ts';
import { CheckStatusRollupRepository } from './check-status-rollup.repository.ts';
import { RETENTION_DAYS } from './retention-days.ts';

/** The job_history names of the health maintenance jobs. */
export const HEALTH_MAINTENANCE_JOBS = {
  rollupHourly: 'CheckStatusRollupHourly',
  rollupDaily: 'CheckStatusRollupDaily',
  retention: 'CheckStatusRetention',
} as const;

export type HealthMaintenanceJob = (typeof HEALTH_MAINTENANCE_JOBS)[keyof typeof HEALTH_MAINTENANCE_JOBS];

export interface MaintenanceResult extends RecordedJobResult<HealthMaintenanceJob> {
  /** Rows written (rollups) or deleted (retention). */
  successCount: number;
}

export interface RollupOptions {
  /** First instant to roll up; by default the start of the previous hour (hourly) or day (daily), so a late result is still counted. */
  from?: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const startOfUtcHour = (date: Date) => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/**
 * Keeps check results small: hourly and daily rollups, and retention (raw statuses 30 days,
 * hourly rows 90, daily rows 270). Each job writes one job_history row and answers its outcome
 * rather than throwing; all are idempotent, so replicas running them at once do no harm.
 */
export class HealthMaintenanceService {
  private readonly rollups: CheckStatusRollupRepository;
  private readonly jobs: RecordedJobRunner;

  constructor(
    db: Queryable,
    host: string = hostname(),
  ) {
    this.rollups = new CheckStatusRollupRepository(db);
    this.jobs = new RecordedJobRunner(db, host);
  }

  /** Rolls up the raw statuses from `from` (the previous hour by default) up to now, the current hour included. */
  rollupHourly(now: Date = new Date(), options: RollupOptions = {}): Promise<MaintenanceResult> {
    const from = startOfUtcHour(options.from ?? new Date(now.getTime() - HOUR_MS));
    return this.run(HEALTH_MAINTENANCE_JOBS.rollupHourly, 'check_statuses_1h', async () => {
      const rows = await this.rollups.rollupHours(from, now);
      return { count: rows, details: { from: from.toISOString(), until: now.toISOString(), rows } };
    });
  }

  /** Rolls up the hourly rows from `from` (the previous day by default) up to now, today included. */
  rollupDaily(now: Date = new Date(), options: RollupOptions = {}): Promise<MaintenanceResult> {
    const from = startOfUtcDay(options.from ?? new Date(now.getTime() - DAY_MS));
    return this.run(HEALTH_MAINTENANCE_JOBS.rollupDaily, 'check_statuses_1d', async () => {
      const rows = await this.rollups.rollupDays(from, now);
      return { count: rows, details: { from: from.toISOString(), until: now.toISOString(), rows } };
    });
  }

  /** Deletes raw statuses, hourly and daily rows older than their retention. */
  applyRetention(now: Date = new Date()): Promise<MaintenanceResult> {
    const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
    return this.run(HEALTH_MAINTENANCE_JOBS.retention, 'check_statuses', async () => {
      const statuses = await this.rollups.deleteStatusesBefore(cutoff(RETENTION_DAYS.raw));
      const hourly = await this.rollups.deleteHourlyBefore(cutoff(RETENTION_DAYS.hourly));
      const daily = await this.rollups.deleteDailyBefore(cutoff(RETENTION_DAYS.daily));
      return { count: statuses + hourly + daily, details: { deleted: { check_statuses: statuses, check_statuses_1h: hourly, check_statuses_1d: daily } } };
    });
  }

  private run(job: HealthMaintenanceJob, table: string, work: () => Promise<JobWorkOutcome>): Promise<MaintenanceResult> {
    return this.jobs.run(job, { type: 'check_statuses', id: table }, work);
  }
}
