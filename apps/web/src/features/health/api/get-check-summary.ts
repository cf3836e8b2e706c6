import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckSummary, ChecksSummaryResponse } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { checkSummaryKeys } from './check-summary-keys.ts';

/** One check's summary row: uptime, latency, last and next run (`POST /api/canary/api/summary`). */
export async function getCheckSummary(id: string, signal?: AbortSignal): Promise<CheckSummary | null> {
  const response = await http.post<ChecksSummaryResponse>('canary', '/api/summary', { body: { check_id: id }, signal });
  return response?.checks_summary?.find((row) => row.id === id) ?? response?.checks_summary?.[0] ?? null;
}

export function checkSummaryQueryOptions(id: string) {
  return queryOptions({ queryKey: checkSummaryKeys.detail(id), queryFn: ({ signal }) => getCheckSummary(id, signal) });
}

export function useCheckSummary(id: string) {
  return useQuery(checkSummaryQueryOptions(id));
}
