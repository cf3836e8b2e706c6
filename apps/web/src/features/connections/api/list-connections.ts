import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { ConnectionListParams } from '../utils/connection-list-params.ts';
import type { ConnectionSummary } from './connection.types.ts';
import { connectionKeys } from './connection-keys.ts';

// No password or certificate: the list never carries a secret, even masked.
export const CONNECTION_SUMMARY_COLUMNS =
  'id,name,namespace,type,url,username,properties,insecure_tls,source,created_by,creator:created_by(id,name),created_at,updated_at';

/** One page of the connections not deleted, in the chosen order (by name when none), with the exact total. */
export async function listConnections(params: ConnectionListParams, signal?: AbortSignal): Promise<Page<ConnectionSummary>> {
  const query = postgrest()
    .select(CONNECTION_SUMMARY_COLUMNS)
    .isNull('deleted_at')
    .order(params.sortBy ?? 'name', params.sortBy ? params.sortOrder : 'asc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  return http.getPage<ConnectionSummary>('db', '/connections', { query, signal });
}

export function connectionsQueryOptions(params: ConnectionListParams) {
  return queryOptions({
    queryKey: connectionKeys.list(params),
    queryFn: ({ signal }) => listConnections(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false (no read permission) asks nothing: the page shows it is refused instead. */
export function useConnections(params: ConnectionListParams, enabled = true) {
  return useQuery({ ...connectionsQueryOptions(params), enabled });
}
