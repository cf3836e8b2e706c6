import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CheckSummary, ChecksSummaryResponse } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { checkSummaryKeys } from './check-summary-keys.ts';

/** Every check with its uptime and latency (`POST /api/canary/api/summary`). */
export async function getChecksSummary(signal?: AbortSignal): Promise<CheckSummary[]> {
  const response = await http.post<ChecksSummaryResponse>('canary', '/api/summary', { body: {}, signal });
  return response?.checks_summary ?? [];
}

export function checksSummaryQueryOptions() {
  return queryOptions({
    queryKey: checkSummaryKeys.lists(),
    queryFn: ({ signal }) => getChecksSummary(signal),
  });
}

/**
 * The checks summary, fetched again every `refreshMs` (null: never). Each new fetch, whether
 * from the timer or the refresh button, aborts the one still pending.
 */
export function useChecksSummary(refreshMs: number | null) {
  const query = useQuery(checksSummaryQueryOptions());
  const { refetch } = query;
  useEffect(() => {
    if (refreshMs === null) return;
    const timer = setInterval(() => void refetch({ cancelRefetch: true }), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs, refetch]);
  return query;
}
