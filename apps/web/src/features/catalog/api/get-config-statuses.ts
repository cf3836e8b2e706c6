import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';
import { CONFIG_LIST_STALE_MS } from './get-configs.ts';

export function getConfigStatuses(signal?: AbortSignal): Promise<string[]> {
  return http
    .get<Array<{ status: string | null }>>('db', '/config_statuses', { query: { select: 'status', order: 'status.asc' }, signal })
    .then((rows) => (Array.isArray(rows) ? rows.flatMap((row) => (row.status ? [row.status] : [])) : []));
}

export function configStatusesQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list('statuses'),
    queryFn: ({ signal }) => getConfigStatuses(signal),
    staleTime: CONFIG_LIST_STALE_MS,
  });
}

export function useConfigStatuses() {
  return useQuery(configStatusesQueryOptions());
}
