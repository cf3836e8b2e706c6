import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopologyResponse } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { topologyKeys } from './topology-keys.ts';

/** The query string of `GET /api/canary/api/topology`, as the dashboard sends it. */
export interface TopologyParams {
  id?: string;
  status?: string;
  type?: string;
  team?: string;
  /** `key=value` pairs joined by commas. */
  labels?: string;
  agent_id?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  hidden?: boolean;
  depth?: number;
}

function queryOf(params: TopologyParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    query[key] = String(value);
  }
  return query;
}

/** Components nested under their parents, and the statuses, teams, types and labels to filter by. */
export async function getTopology(params: TopologyParams, signal?: AbortSignal): Promise<TopologyResponse> {
  return http.get<TopologyResponse>('canary', '/api/topology', { query: queryOf(params), signal });
}

export function topologyQueryOptions(params: TopologyParams) {
  return queryOptions({
    queryKey: topologyKeys.list(params),
    queryFn: ({ signal }) => getTopology(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTopology(params: TopologyParams, enabled = true) {
  return useQuery({ ...topologyQueryOptions(params), enabled });
}
