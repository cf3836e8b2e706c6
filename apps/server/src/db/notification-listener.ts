import pg from 'pg';
import type { Db } from './db.ts';

export interface NotificationListener {
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Calls `onNotify` with the payload of every NOTIFY on `channel` from now on: on PostgreSQL through
 * LISTEN on a connection of its own (`listenUrl`), on the embedded database in process. Undefined
 * when neither is possible: whoever listens also polls, so it finds everything a little later. Losing
 * the PostgreSQL connection is reported through `onError` and not retried, for the same reason.
 */
export async function listenForNotifications(
  db: Db,
  listenUrl: string | undefined,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<NotificationListener | undefined> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (db.kind === 'postgres') {
    if (!listenUrl) return undefined;
    const client = new pg.Client({ connectionString: listenUrl });
    client.on('error', onError);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    await client.query(`LISTEN ${channel}`);
    return { close: () => client.end() };
  }
  if (!db.listen) return undefined;
  const unlisten = await db.listen(channel, onNotify);
  return { close: unlisten };
}
