import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { NOTIFICATION_SELECT, normalizeNotification } from './list-notifications.ts';
import type { NotificationRow } from './notification.types.ts';
import { notificationKeys } from './notification-keys.ts';

/** One notification with its person, team and creator, fresh for the edit dialog (spec 001 §7); null when gone. */
export async function getNotification(id: string, signal?: AbortSignal): Promise<NotificationRow | null> {
  const rows = await http.get<NotificationRow[]>('db', '/notifications', {
    query: postgrest().select(NOTIFICATION_SELECT).eq('id', id),
    signal,
  });
  const row = rows?.[0];
  return row ? normalizeNotification(row) : null;
}

export function useNotification(id: string | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getNotification(id!, signal),
    enabled: id !== null,
  });
}
