import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/db.ts';
import { ResourceSchedulerService, type ResourceSchedulerLogger } from '../../jobs/resource-scheduler.service.ts';
import { startRunningScheduler, type RunningScheduler } from '../../jobs/running-scheduler.ts';
import { SCRAPER_RESOURCE_TYPE } from './scraper-run.service.ts';
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
  const host = hostname();
  const scheduler = new ResourceSchedulerService({
    db,
    kind: scraperScheduledKind(runs, findType),
    logger,
    hostname: host,
    holder: `${host}:${process.pid}:${randomUUID()}`,
    leaseMs: options.leaseMs,
  });
  return startRunningScheduler({
    scheduler,
    logger,
    intervalMs: options.intervalMs ?? SCRAPER_SCHEDULER_INTERVAL_MS,
    listenUrl: options.listenUrl,
    resourceType: SCRAPER_RESOURCE_TYPE,
    words: { scheduler: 'scraper', singular: 'scraper', plural: 'scrapers' },
  });
}
