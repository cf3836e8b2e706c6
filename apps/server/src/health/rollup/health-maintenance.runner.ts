import type { Db } from '#src/db/db.ts';
import { startClusterWideLoop } from '#src/jobs/cluster-wide-loop.ts';
import { HealthMaintenanceService, type MaintenanceResult } from './health-maintenance.service.ts';

export interface MaintenanceLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface HealthMaintenanceOptions {
  /** How often the hourly rollup runs (default 5 minutes), so the current hour is never far behind. */
  hourlyEveryMs?: number;
  /** How often the daily rollup and retention run (default 1 hour). */
  dailyEveryMs?: number;
}

export interface HealthMaintenance {
  /** No further runs; resolves once the runs under way have ended. */
  stop(): Promise<void>;
}

const MINUTE_MS = 60_000;
// After a restart, roll up the day that may have been missed while the server was down.
const CATCH_UP_MS = 24 * 60 * MINUTE_MS;

/** The turns the replicas share (scheduler.cluster_jobs): each runs once per cluster. */
export const HEALTH_MAINTENANCE_TURNS = { hourly: 'CheckStatusRollupHourly', daily: 'CheckStatusRollupDailyAndRetention' } as const;

/**
 * Runs the health rollups and retention now and then periodically: on this replica when it takes
 * the cluster's turn, so several replicas do each once between them.
 */
export function startHealthMaintenance(db: Db, logger: MaintenanceLogger, options: HealthMaintenanceOptions = {}): HealthMaintenance {
  const maintenance = new HealthMaintenanceService(db);
  const report = (result: MaintenanceResult) => {
    if (result.status === 'FAILED') logger.warn({ job: result.job, details: result.details }, `health maintenance job ${result.job} failed`);
  };
  let hourlyCaughtUp = false;
  let dailyCaughtUp = false;

  const hourly = startClusterWideLoop(
    db,
    HEALTH_MAINTENANCE_TURNS.hourly,
    async () => {
      const now = new Date();
      report(await maintenance.rollupHourly(now, hourlyCaughtUp ? {} : { from: new Date(now.getTime() - CATCH_UP_MS) }));
      hourlyCaughtUp = true;
    },
    options.hourlyEveryMs ?? 5 * MINUTE_MS,
    (error) => logger.error({ err: error }, 'the hourly check status rollup could not run'),
  );
  const daily = startClusterWideLoop(
    db,
    HEALTH_MAINTENANCE_TURNS.daily,
    async () => {
      const now = new Date();
      // The daily rows are made from hourly ones: a day the catch-up above completes late is redone within the hour.
      report(await maintenance.rollupDaily(now, dailyCaughtUp ? {} : { from: new Date(now.getTime() - 2 * CATCH_UP_MS) }));
      dailyCaughtUp = true;
      report(await maintenance.applyRetention(now));
    },
    options.dailyEveryMs ?? 60 * MINUTE_MS,
    (error) => logger.error({ err: error }, 'the daily check status rollup or retention could not run'),
  );

  return {
    async stop() {
      await Promise.all([hourly.stop(), daily.stop()]);
    },
  };
}
