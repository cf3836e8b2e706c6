import type { Db } from '#src/db/db.ts';
import { listenForNotifications, type NotificationListener } from '#src/db/notification-listener.ts';
import { TOPOLOGY_ROLLUP_CHANNEL } from './topology-rollup.repository.ts';

export type RollupWakeups = NotificationListener;

/**
 * Calls `onMark` whenever the roll-up triggers mark components: on PostgreSQL through LISTEN on a
 * connection of its own (`listenUrl`), on the embedded database in process. Undefined when neither
 * is possible; the worker's poll still finds every mark, a little later.
 */
export function listenForRollupMarks(
  db: Db,
  listenUrl: string | undefined,
  onMark: () => void,
  onError: (error: Error) => void,
): Promise<RollupWakeups | undefined> {
  return listenForNotifications(db, listenUrl, TOPOLOGY_ROLLUP_CHANNEL, () => onMark(), onError);
}
