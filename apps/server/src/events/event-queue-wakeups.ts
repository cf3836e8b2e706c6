import type { Db } from '../db/db.ts';
import { listenForNotifications, type NotificationListener } from '../db/notification-listener.ts';

/** The channel the event queue's trigger announces new and re-armed events on (payload: the name). */
export const EVENT_QUEUE_CHANNEL = 'event_queue_updates';

export type EventQueueWakeups = NotificationListener;

/**
 * Calls `onEvent` with the name of every event queued from now on: on PostgreSQL through LISTEN on
 * a connection of its own (`listenUrl`), on the embedded database in process. Undefined when
 * neither is possible; polling still finds every event, a little later. Losing the PostgreSQL
 * connection is reported and not retried, for the same reason.
 */
export function listenForQueuedEvents(
  db: Db,
  listenUrl: string | undefined,
  onEvent: (name: string) => void,
  onError: (error: Error) => void,
): Promise<EventQueueWakeups | undefined> {
  return listenForNotifications(db, listenUrl, EVENT_QUEUE_CHANNEL, onEvent, onError);
}
