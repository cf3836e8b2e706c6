import pg from 'pg';
import type { Db } from '#src/db/db.ts';
import { TOPOLOGY_ROLLUP_CHANNEL } from './topology-rollup.repository.ts';

export interface RollupWakeups {
  close(): Promise<void>;
}

/**
 * Calls `onMark` whenever the roll-up triggers mark components: on PostgreSQL through LISTEN on a
 * connection of its own (`listenUrl`), on the embedded database in process. Undefined when neither
 * is possible; the worker's poll still finds every mark, a little later.
 */
export async function listenForRollupMarks(
  db: Db,
  listenUrl: string | undefined,
  onMark: () => void,
  onError: (error: Error) => void,
): Promise<RollupWakeups | undefined> {
  if (db.kind === 'postgres') {
    if (!listenUrl) return undefined;
    const client = new pg.Client({ connectionString: listenUrl });
    client.on('error', onError);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === TOPOLOGY_ROLLUP_CHANNEL) onMark();
    });
    await client.query(`LISTEN ${TOPOLOGY_ROLLUP_CHANNEL}`);
    return { close: () => client.end() };
  }
  if (!db.listen) return undefined;
  const unlisten = await db.listen(TOPOLOGY_ROLLUP_CHANNEL, onMark);
  return { close: unlisten };
}
