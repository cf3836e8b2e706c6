import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { NotificationRow } from './notification.types.ts';
import { notificationKeys } from './notification-keys.ts';

export interface NotificationListParams {
  pageIndex: number;
  pageSize: number;
}

/** The joins the list and the edit dialog read (spec 001 §7). */
export const NOTIFICATION_SELECT = '*,person:person_id(id,name),team:team_id(id,name),created_by(id,name)';

/** Sums of counts may come back as text (bigint); the table shows numbers. */
export function normalizeNotification(row: NotificationRow): NotificationRow {
  const number = (value: unknown) => (value == null ? 0 : Number(value));
  return {
    ...row,
    events: row.events ?? [],
    pending: number(row.pending),
    sent: number(row.sent),
    failed: number(row.failed),
    avg_duration_ms: row.avg_duration_ms == null ? null : Number(row.avg_duration_ms),
  };
}

/** One page of notifications, newest first, with the exact total for the pager. */
export async function listNotifications(params: NotificationListParams, signal?: AbortSignal): Promise<Page<NotificationRow>> {
  const query = postgrest()
    .select(NOTIFICATION_SELECT)
    .order('created_at', 'desc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  const page = await http.getPage<NotificationRow>('db', '/notifications_summary', { query, signal });
  return { items: page.items.map(normalizeNotification), total: page.total };
}

export function useNotifications(params: NotificationListParams) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(params),
      queryFn: ({ signal }) => listNotifications(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
