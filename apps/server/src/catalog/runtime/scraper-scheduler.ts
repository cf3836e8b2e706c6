import type { Db } from '#src/db/db.ts';
import type { ResourceSchedulerLogger } from '#src/jobs/resource-scheduler.service.ts';
import type { RunningScheduler } from '#src/jobs/running-scheduler.ts';
import { startResourceScheduler } from '#src/jobs/start-resource-scheduler.ts';
import { createScraperRuns, type ScraperRuntimeParts } from './scraper-runs.factory.ts';
import { scraperScheduledKind } from './scraper-scheduled-kind.ts';

/** How often the scheduler looks for due scrapers; a changed scraper is picked up within this. */
export const SCRAPER_SCHEDULER_INTERVAL_MS = 1000;

export interface ScraperSchedulerOptions extends ScraperRuntimeParts {
  intervalMs?: number | undefined;
  leaseMs?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a scraper changes. */
  listenUrl?: string | undefined;
}

/** The scraper scheduler running on this server. */
export type ScraperScheduler = RunningScheduler;

/** Starts running due scrapers on this server; call `stop()` before closing the database. */
export function startScraperScheduler(db: Db, logger: ResourceSchedulerLogger, options: ScraperSchedulerOptions): ScraperScheduler {
  const { runs, findType } = createScraperRuns(db, options);
  return startResourceScheduler(db, {
    kind: scraperScheduledKind(runs, findType),
    logger,
    intervalMs: options.intervalMs ?? SCRAPER_SCHEDULER_INTERVAL_MS,
    leaseMs: options.leaseMs,
    listenUrl: options.listenUrl,
    words: { scheduler: 'scraper', singular: 'scraper', plural: 'scrapers' },
  });
}
