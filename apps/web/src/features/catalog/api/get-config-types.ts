import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';
import { CONFIG_LIST_STALE_MS } from './get-configs.ts';

export function getConfigTypes(signal?: AbortSignal): Promise<string[]> {
  return http
    .get<Array<{ type: string | null }>>('db', '/config_types', { query: { select: 'type', order: 'type.asc' }, signal })
    .then((rows) => (Array.isArray(rows) ? rows.flatMap((row) => (row.type ? [row.type] : [])) : []));
}

export function configTypesQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list('types'),
    queryFn: ({ signal }) => getConfigTypes(signal),
    staleTime: CONFIG_LIST_STALE_MS,
  });
}

export function useConfigTypes() {
  return useQuery(configTypesQueryOptions());
}
