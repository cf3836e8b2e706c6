import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { LogBackendListParams } from '../utils/log-backend-list-params.ts';
import type { LogBackendRow } from './log-backend.types.ts';
import { logBackendKeys } from './log-backend-keys.ts';

export const LOG_BACKEND_COLUMNS = 'id,name,labels,spec,source,created_by,creator:created_by(name),created_at,updated_at';

/** One page of the backends not deleted, newest first unless sorted. */
export async function listLogBackends(params: LogBackendListParams, signal?: AbortSignal): Promise<Page<LogBackendRow>> {
  const query = postgrest()
    .select(LOG_BACKEND_COLUMNS)
    .isNull('deleted_at')
    .order(params.sortBy ?? 'created_at', params.sortBy ? params.sortOrder : 'desc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  return http.getPage<LogBackendRow>('db', '/logging_backends', { query, signal });
}

export function logBackendsQueryOptions(params: LogBackendListParams) {
  return queryOptions({
    queryKey: logBackendKeys.list(params),
    queryFn: ({ signal }) => listLogBackends(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLogBackends(params: LogBackendListParams) {
  return useQuery(logBackendsQueryOptions(params));
}
