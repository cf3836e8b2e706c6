import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/db.ts';
import { DEFAULT_LEASE_MS } from '../../health/canary-scheduler.service.ts';
import { startPollingLoop } from '../../jobs/polling-loop.ts';
import { ResourceSchedulerService, type ResourceSchedulerLogger } from '../../jobs/resource-scheduler.service.ts';
import { listenForScheduleChanges, type ScheduleChangeListener } from '../../jobs/schedule-change.listener.ts';
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

export interface ScraperScheduler {
  /** Looks for due scrapers now rather than at the next interval. */
  wake(): void;
  /** Whether changes wake the scheduler (PostgreSQL with `listenUrl`), once that is settled. */
  readonly listening: Promise<boolean>;
  /** Stops claiming, aborts the runs under way (they store nothing and stay due) and waits for them. */
  stop(): Promise<void>;
}

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
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  });
  const loop = startPollingLoop(() => scheduler.tick(), options.intervalMs ?? SCRAPER_SCHEDULER_INTERVAL_MS, (error) =>
    logger.error({ err: error }, 'the scraper scheduler could not claim due scrapers'),
  );
  const listening: Promise<ScheduleChangeListener | undefined> = options.listenUrl
    ? listenForScheduleChanges(
        options.listenUrl,
        (resourceType) => {
          if (resourceType === 'config_scraper') loop.wake();
        },
        (error) => logger.warn({ err: error }, 'stopped listening for scraper changes; polling still finds them'),
      ).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not listen for scraper changes; polling still finds them');
        return undefined;
      })
    : Promise.resolve(undefined);
  let stopping: Promise<void> | undefined;
  return {
    wake: () => loop.wake(),
    listening: listening.then((listener) => listener !== undefined),
    stop() {
      stopping ??= listening
        .then((listener) => listener?.close())
        .catch(() => undefined)
        .then(() => loop.stop())
        .then(() => scheduler.stop());
      return stopping;
    },
  };
}
