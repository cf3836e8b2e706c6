import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import type { CheckStatusRow } from './check-detail.types.ts';
import { checkHistoryKeys } from './check-detail-keys.ts';

export interface CheckHistoryParams {
  checkId: string;
  pageIndex: number;
  pageSize: number;
  /** Only runs that took at least this many milliseconds; null for all. */
  minDurationMs: number | null;
  /** Only runs after this instant (the start of the detail's time range); null for all. */
  since: string | null;
  /** Only passed or only failed runs; null for both. */
  status: 'passed' | 'failed' | null;
}

/** Spec 001 §9: a page of runs stays fresh for 10 s. */
const HISTORY_STALE_MS = 10_000;

/** A page of the check's runs in the range, newest first, with the exact count. */
export function getCheckHistory(params: CheckHistoryParams, signal?: AbortSignal): Promise<Page<CheckStatusRow>> {
  const query: Record<string, string | number> = {
    check_id: `eq.${params.checkId}`,
    order: 'time.desc',
    limit: params.pageSize,
    offset: params.pageIndex * params.pageSize,
  };
  if (params.minDurationMs !== null) query.duration = `gte.${params.minDurationMs}`;
  if (params.since !== null) query.time = `gt.${params.since}`;
  if (params.status !== null) query.status = `eq.${params.status === 'passed'}`;
  return http.getPage<CheckStatusRow>('db', '/check_statuses', { query, signal });
}

export function checkHistoryQueryOptions(params: CheckHistoryParams) {
  return queryOptions({
    queryKey: checkHistoryKeys.list(params),
    queryFn: ({ signal }) => getCheckHistory(params, signal),
    placeholderData: keepPreviousData,
    staleTime: HISTORY_STALE_MS,
  });
}

export function useCheckHistory(params: CheckHistoryParams) {
  return useQuery(checkHistoryQueryOptions(params));
}
