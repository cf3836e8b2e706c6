import type { RunContext, Worker } from '#src/modules/feature-module.ts';
import { startPollingLoop } from '#src/jobs/polling-loop.ts';
import { listenForRollupMarks, type RollupWakeups } from './rollup-wakeups.ts';
import { TopologyRollupService } from './topology-rollup.service.ts';

/** How often the queue of marked components is looked at when nothing woke the worker. */
export const ROLLUP_POLL_INTERVAL_MS = 5000;

export interface RunningTopologyRollup extends Worker {
  /** Whether marks wake the worker (PostgreSQL LISTEN or the embedded database's notifications). */
  readonly listening: Promise<boolean>;
}

/** Keeps every component's status and summary current as its checks, configs and children change. */
export function startTopologyRollup(context: RunContext, intervalMs = ROLLUP_POLL_INTERVAL_MS): RunningTopologyRollup {
  const rollup = new TopologyRollupService(context.db);
  const loop = startPollingLoop(
    async () => {
      const { computed } = await rollup.drain();
      // A full pass may leave marks behind: go on at once rather than after the interval.
      if (computed > 0) loop.wake();
    },
    intervalMs,
    (error) => context.logger.error({ err: error }, 'the topology roll-up could not compute components'),
  );
  const wakeups: Promise<RollupWakeups | undefined> = listenForRollupMarks(
    context.db,
    context.config.databaseUrl,
    () => loop.wake(),
    (error) => context.logger.warn({ err: error }, 'stopped listening for roll-up marks; polling still finds them'),
  ).catch((error: unknown) => {
    context.logger.warn({ err: error }, 'could not listen for roll-up marks; polling still finds them');
    return undefined;
  });
  let stopping: Promise<void> | undefined;
  return {
    listening: wakeups.then((listener) => listener !== undefined),
    stop() {
      stopping ??= wakeups
        .then((listener) => listener?.close())
        .catch(() => undefined)
        .then(() => loop.stop());
      return stopping;
    },
  };
}
