import type { Db } from '#src/db/db.ts';
import { listenForNotifications, type NotificationListener } from '#src/db/notification-listener.ts';

/** The channel migration 0035's trigger announces runs due now on (payload: the run's id). */
export const PLAYBOOK_RUN_CHANNEL = 'playbook_run_updates';

export type RunWakeups = NotificationListener;

/**
 * Calls `onDue` whenever a run becomes due now: on PostgreSQL through LISTEN on a connection of its
 * own, on the embedded database in process. Undefined when neither is possible; polling still
 * finds every run.
 */
export function listenForDueRuns(db: Db, listenUrl: string | undefined, onDue: () => void, onError: (error: Error) => void): Promise<RunWakeups | undefined> {
  return listenForNotifications(db, listenUrl, PLAYBOOK_RUN_CHANNEL, () => onDue(), onError);
}
