import type { Db } from '../db/db.ts';
import { startPollingLoop } from '../jobs/polling-loop.ts';
import { EventConsumerService, type EventConsumerOptions } from './event-consumer.service.ts';
import { listenForQueuedEvents, type EventQueueWakeups } from './event-queue-wakeups.ts';

/** How often the queue is looked at when nothing woke the consumer: the safety net of the wake-ups. */
export const EVENT_POLL_INTERVAL_MS = 5000;

export interface EventConsumerStart extends EventConsumerOptions {
  intervalMs?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as an event is queued. */
  listenUrl?: string | undefined;
}

export interface RunningEventConsumer {
  /** Looks for due events now. */
  wake(): void;
  /** Whether queued events wake the consumer (PostgreSQL LISTEN or the embedded database's notifications). */
  readonly listening: Promise<boolean>;
  /** Stops claiming, aborts the handlers under way (their events stay due) and waits for them. */
  stop(): Promise<void>;
}

/**
 * Starts draining the event queue on this server: woken when an event of a handled name is queued,
 * and polled every interval as a safety net (failed events come due on their own, without a wake-up).
 */
export function startEventConsumer(db: Db, options: EventConsumerStart): RunningEventConsumer {
  const consumer = new EventConsumerService(db, options);
  const names = new Set(consumer.names);
  const loop = startPollingLoop(() => consumer.drain(), options.intervalMs ?? EVENT_POLL_INTERVAL_MS, (error) =>
    options.logger.error({ err: error }, 'the event consumer could not take events off the queue'),
  );
  const wakeups: Promise<EventQueueWakeups | undefined> = names.size === 0
    ? Promise.resolve(undefined)
    : listenForQueuedEvents(
        db,
        options.listenUrl,
        (name) => {
          if (names.has(name)) loop.wake();
        },
        (error) => options.logger.warn({ err: error }, 'stopped listening for queued events; polling still finds them'),
      ).catch((error: unknown) => {
        options.logger.warn({ err: error }, 'could not listen for queued events; polling still finds them');
        return undefined;
      });
  let stopping: Promise<void> | undefined;
  return {
    wake: () => loop.wake(),
    listening: wakeups.then((listener) => listener !== undefined),
    stop() {
      consumer.stop();
      stopping ??= wakeups
        .then((listener) => listener?.close())
        .catch(() => undefined)
        .then(() => loop.stop());
      return stopping;
    },
  };
}
