import type { Db } from '../db/db.ts';
import type { RunningScheduler } from '../jobs/running-scheduler.ts';
import { startResourceScheduler } from '../jobs/start-resource-scheduler.ts';
import { canaryScheduledKind } from './canary-scheduled-kind.ts';
import type { SchedulerLogger } from './canary-scheduler.service.ts';
import { createCanaryRuns, type HealthRuntimeParts } from './canary-runs.factory.ts';

/** How often the scheduler looks for due canaries; a changed canary is picked up within this. */
export const SCHEDULER_INTERVAL_MS = 1000;

export interface HealthSchedulerOptions extends HealthRuntimeParts {
  intervalMs?: number | undefined;
  leaseMs?: number | undefined;
  /** How many canaries may run at once on this server. */
  maxConcurrentRuns?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a canary changes. */
  listenUrl?: string | undefined;
}

/** The health scheduler running on this server. */
export type HealthScheduler = RunningScheduler;

/** Starts running due canaries on this server; call `stop()` before closing the database. */
export function startHealthScheduler(db: Db, logger: SchedulerLogger, options: HealthSchedulerOptions = {}): HealthScheduler {
  const { runs, parseSpec } = createCanaryRuns(db, options);
  return startResourceScheduler(db, {
    kind: canaryScheduledKind(runs, parseSpec),
    logger,
    intervalMs: options.intervalMs ?? SCHEDULER_INTERVAL_MS,
    leaseMs: options.leaseMs,
    maxConcurrentRuns: options.maxConcurrentRuns,
    listenUrl: options.listenUrl,
    words: { scheduler: 'health', singular: 'canary', plural: 'canaries' },
  });
}
