import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TopologyListParams } from '../utils/topology-list-params.ts';
import type { TopologySettingsRow } from './topology-settings.types.ts';
import { topologySettingsKeys } from './topology-settings-keys.ts';

export const TOPOLOGY_COLUMNS =
  'id,name,namespace,labels,spec,schedule,source,agent_id,agent:agent_id(id,name),created_by,creator:created_by(name),created_at,updated_at,job_status,job_time_start,job_last_failed';

/** One page of topologies (deleted ones left out by the view) with their latest job, newest first unless sorted. */
export async function listTopologies(params: TopologyListParams, signal?: AbortSignal): Promise<Page<TopologySettingsRow>> {
  const query = postgrest()
    .select(TOPOLOGY_COLUMNS)
    .order(params.sortBy ?? 'created_at', params.sortBy ? params.sortOrder : 'desc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  return http.getPage<TopologySettingsRow>('db', '/topologies_with_status', { query, signal });
}

export function topologiesQueryOptions(params: TopologyListParams) {
  return queryOptions({
    queryKey: topologySettingsKeys.list(params),
    queryFn: ({ signal }) => listTopologies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTopologies(params: TopologyListParams) {
  return useQuery(topologiesQueryOptions(params));
}
