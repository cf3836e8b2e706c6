import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { EVENT_QUEUE_REFRESH_MS, eventQueueKeys } from './event-queue-keys.ts';
import type { EventQueueSummaryRow } from './event-queue.types.ts';

/** Every event name in the queue, the latest failures first (spec 001 §7); names without failures after them. */
export function listEventQueueSummary(signal?: AbortSignal): Promise<EventQueueSummaryRow[]> {
  return http.get<EventQueueSummaryRow[]>('db', '/event_queue_summary', { query: postgrest().order('last_failure', 'desc', 'last').order('name'), signal });
}

/** Refreshed every 5 s while the page is visible (a hidden tab does not poll). */
export function useEventQueueSummary() {
  return useQuery(
    queryOptions({
      queryKey: eventQueueKeys.lists(),
      queryFn: ({ signal }) => listEventQueueSummary(signal),
      refetchInterval: EVENT_QUEUE_REFRESH_MS,
      refetchIntervalInBackground: false,
    }),
  );
}
