import { startPollingLoop } from './polling-loop.ts';
import type { ResourceSchedulerLogger } from './resource-scheduler.service.ts';
import { listenForScheduleChanges, type ScheduleChangeListener } from './schedule-change.listener.ts';

/** A scheduler running on this server: polled on an interval and, on PostgreSQL, woken by changes. */
export interface RunningScheduler {
  /** Looks for due resources now rather than at the next interval. */
  wake(): void;
  /** Whether changes wake the scheduler (PostgreSQL with `listenUrl`), once that is settled. */
  readonly listening: Promise<boolean>;
  /** Stops claiming, aborts the runs under way (they store nothing and stay due) and waits for them. */
  stop(): Promise<void>;
}

/** The part of a scheduler service that claims due resources and ends its runs. */
export interface ClaimingScheduler {
  tick(options?: { sync?: boolean }): Promise<unknown>;
  /** Called whenever a run ends, so due resources waiting for room start at once. */
  onRunEnded(listener: () => void): void;
  stop(): Promise<void>;
}

export interface RunningSchedulerOptions {
  scheduler: ClaimingScheduler;
  logger: ResourceSchedulerLogger;
  intervalMs: number;
  /** PostgreSQL: the database's address, to be woken as soon as a scheduled resource changes. */
  listenUrl?: string | undefined;
  /** The job_schedule resource type whose changes wake this scheduler. */
  resourceType: string;
  /** Words for the log lines: the scheduler's name and the resources it runs. */
  words: { scheduler: string; singular: string; plural: string };
}

/** Starts the polling loop and the change listener around a scheduler; `stop()` ends both and then the scheduler. */
export function startRunningScheduler(options: RunningSchedulerOptions): RunningScheduler {
  const { scheduler, logger, words } = options;
  // New and deleted resources are looked for once per interval; the passes in between, started
  // because a run ended, only claim what is due.
  let lastSync = 0;
  let changed = false;
  const pass = () => {
    const sync = changed || Date.now() - lastSync >= options.intervalMs;
    if (sync) {
      lastSync = Date.now();
      changed = false;
    }
    return scheduler.tick({ sync });
  };
  const loop = startPollingLoop(pass, options.intervalMs, (error) =>
    logger.error({ err: error }, `the ${words.scheduler} scheduler could not claim due ${words.plural}`),
  );
  scheduler.onRunEnded(() => loop.wake());
  const listening: Promise<ScheduleChangeListener | undefined> = options.listenUrl
    ? listenForScheduleChanges(
        options.listenUrl,
        (resourceType) => {
          if (resourceType !== options.resourceType) return;
          changed = true;
          loop.wake();
        },
        (error) => logger.warn({ err: error }, `stopped listening for ${words.singular} changes; polling still finds them`),
      ).catch((error: unknown) => {
        logger.warn({ err: error }, `could not listen for ${words.singular} changes; polling still finds them`);
        return undefined;
      })
    : Promise.resolve(undefined);
  let stopping: Promise<void> | undefined;
  return {
    wake: () => {
      changed = true;
      loop.wake();
    },
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
