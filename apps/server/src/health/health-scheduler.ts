import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db.ts';
import { startPollingLoop } from '../jobs/polling-loop.ts';
import { listenForScheduleChanges, type ScheduleChangeListener } from '../jobs/schedule-change.listener.ts';
import { CanarySchedulerService, type SchedulerLogger } from './canary-scheduler.service.ts';
import { createCanaryRuns, type HealthRuntimeParts } from './canary-runs.factory.ts';

/** How often the scheduler looks for due canaries; a changed canary is picked up within this. */
export const SCHEDULER_INTERVAL_MS = 1000;

export interface HealthSchedulerOptions extends HealthRuntimeParts {
  intervalMs?: number | undefined;
  leaseMs?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a canary changes. */
  listenUrl?: string | undefined;
}

export interface HealthScheduler {
  /** Looks for due canaries now rather than at the next interval. */
  wake(): void;
  /** Whether changes wake the scheduler (PostgreSQL with `listenUrl`), once that is settled. */
  readonly listening: Promise<boolean>;
  /** Stops claiming, aborts the runs under way (they store nothing and stay due) and waits for them. */
  stop(): Promise<void>;
}

/** Starts running due canaries on this server; call `stop()` before closing the database. */
export function startHealthScheduler(db: Db, logger: SchedulerLogger, options: HealthSchedulerOptions = {}): HealthScheduler {
  const { runs, parseSpec } = createCanaryRuns(db, options);
  const host = hostname();
  const scheduler = new CanarySchedulerService({
    db,
    runs,
    parseSpec,
    logger,
    hostname: host,
    holder: `${host}:${process.pid}:${randomUUID()}`,
    leaseMs: options.leaseMs,
  });
  const loop = startPollingLoop(() => scheduler.tick(), options.intervalMs ?? SCHEDULER_INTERVAL_MS, (error) =>
    logger.error({ err: error }, 'the health scheduler could not claim due canaries'),
  );
  const listening: Promise<ScheduleChangeListener | undefined> = options.listenUrl
    ? listenForScheduleChanges(
        options.listenUrl,
        (resourceType) => {
          if (resourceType === 'canary') loop.wake();
        },
        (error) => logger.warn({ err: error }, 'stopped listening for canary changes; polling still finds them'),
      ).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not listen for canary changes; polling still finds them');
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
