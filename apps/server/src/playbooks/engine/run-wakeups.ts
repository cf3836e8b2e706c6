import pg from 'pg';
import type { Db } from '#src/db/db.ts';

/** The channel migration 0035's trigger announces runs due now on (payload: the run's id). */
export const PLAYBOOK_RUN_CHANNEL = 'playbook_run_updates';

export interface RunWakeups {
  close(): Promise<void>;
}

/**
 * Calls `onDue` whenever a run becomes due now: on PostgreSQL through LISTEN on a connection of its
 * own, on the embedded database in process. Undefined when neither is possible; polling still
 * finds every run.
 */
export async function listenForDueRuns(db: Db, listenUrl: string | undefined, onDue: () => void, onError: (error: Error) => void): Promise<RunWakeups | undefined> {
  if (db.kind === 'postgres') {
    if (!listenUrl) return undefined;
    const client = new pg.Client({ connectionString: listenUrl });
    client.on('error', onError);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === PLAYBOOK_RUN_CHANNEL) onDue();
    });
    await client.query(`LISTEN ${PLAYBOOK_RUN_CHANNEL}`);
    return { close: () => client.end() };
  }
  if (!db.listen) return undefined;
  const unlisten = await db.listen(PLAYBOOK_RUN_CHANNEL, () => onDue());
  return { close: unlisten };
}
