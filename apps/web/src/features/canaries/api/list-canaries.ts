import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { CanaryListParams } from '../utils/canary-list-params.ts';
import type { CanaryRow } from './canary.types.ts';
import { canaryKeys } from './canary-keys.ts';

/** One page of canaries (deleted ones left out by the view) with their latest job, in the chosen order. */
export async function listCanaries(params: CanaryListParams, signal?: AbortSignal): Promise<Page<CanaryRow>> {
  const query = postgrest()
    .select('id,name,namespace,labels,spec,schedule,source,created_by,creator:created_by(name),created_at,updated_at,job_status,job_time_start,job_last_failed')
    .order(params.sortBy ?? 'name', params.sortBy ? params.sortOrder : 'asc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  return http.getPage<CanaryRow>('db', '/canaries_with_status', { query, signal });
}

export function canariesQueryOptions(params: CanaryListParams) {
  return queryOptions({
    queryKey: canaryKeys.list(params),
    queryFn: ({ signal }) => listCanaries(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCanaries(params: CanaryListParams) {
  return useQuery(canariesQueryOptions(params));
}
