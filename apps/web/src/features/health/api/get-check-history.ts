import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '../../../api/http-client.ts';
import type { CheckStatusRow } from './check-detail.types.ts';
import { checkHistoryKeys } from './check-detail-keys.ts';

export interface CheckHistoryParams {
  checkId: string;
  pageIndex: number;
  pageSize: number;
  /** Only runs that took at least this many milliseconds; null for all. */
  minDurationMs: number | null;
}

/** A page of the check's runs, newest first, with the exact count. */
export function getCheckHistory(params: CheckHistoryParams, signal?: AbortSignal): Promise<Page<CheckStatusRow>> {
  const query: Record<string, string | number> = {
    check_id: `eq.${params.checkId}`,
    order: 'time.desc',
    limit: params.pageSize,
    offset: params.pageIndex * params.pageSize,
  };
  if (params.minDurationMs !== null) query.duration = `gte.${params.minDurationMs}`;
  return http.getPage<CheckStatusRow>('db', '/check_statuses', { query, signal });
}

export function checkHistoryQueryOptions(params: CheckHistoryParams) {
  return queryOptions({
    queryKey: checkHistoryKeys.list(params),
    queryFn: ({ signal }) => getCheckHistory(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCheckHistory(params: CheckHistoryParams) {
  return useQuery(checkHistoryQueryOptions(params));
}
