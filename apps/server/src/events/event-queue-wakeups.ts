import pg from 'pg';
import type { Db } from '../db/db.ts';

/** The channel the event queue's trigger announces new and re-armed events on (payload: the name). */
export const EVENT_QUEUE_CHANNEL = 'event_queue_updates';

export interface EventQueueWakeups {
  close(): Promise<void>;
}

/**
 * Calls `onEvent` with the name of every event queued from now on: on PostgreSQL through LISTEN on
 * a connection of its own (`listenUrl`), on the embedded database in process. Undefined when
 * neither is possible; polling still finds every event, a little later. Losing the PostgreSQL
 * connection is reported and not retried, for the same reason.
 */
export async function listenForQueuedEvents(
  db: Db,
  listenUrl: string | undefined,
  onEvent: (name: string) => void,
  onError: (error: Error) => void,
): Promise<EventQueueWakeups | undefined> {
  if (db.kind === 'postgres') {
    if (!listenUrl) return undefined;
    const client = new pg.Client({ connectionString: listenUrl });
    client.on('error', onError);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === EVENT_QUEUE_CHANNEL) onEvent(message.payload ?? '');
    });
    await client.query(`LISTEN ${EVENT_QUEUE_CHANNEL}`);
    return { close: () => client.end() };
  }
  if (!db.listen) return undefined;
  const unlisten = await db.listen(EVENT_QUEUE_CHANNEL, onEvent);
  return { close: unlisten };
}
