import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { ConfigChangesRequest } from '../utils/changes/changes-request.ts';
import { configChangeKeys } from './catalog-keys.ts';
import type { ConfigChangesPage } from './config-change.types.ts';

/** A page of changes, filtered and sorted by the server (spec 002 §7, `POST /catalog/changes`). */
export async function getConfigChanges(request: ConfigChangesRequest, signal?: AbortSignal): Promise<ConfigChangesPage> {
  const answer = await http.post<Partial<ConfigChangesPage> | undefined>('catalog', '/changes', { body: request, signal });
  const changes = answer?.changes ?? [];
  return { changes, total: answer?.total ?? changes.length };
}

export function configChangesQueryOptions(request: ConfigChangesRequest) {
  return queryOptions({
    queryKey: configChangeKeys.list(request),
    queryFn: ({ signal }) => getConfigChanges(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConfigChanges(request: ConfigChangesRequest) {
  return useQuery(configChangesQueryOptions(request));
}
