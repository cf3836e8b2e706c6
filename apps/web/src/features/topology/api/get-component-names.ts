import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { topologyKeys } from './topology-keys.ts';

export interface ComponentName {
  id: string;
  name: string;
}

/** The names of these components (a component's ancestors, for its breadcrumb). */
export async function getComponentNames(ids: readonly string[], signal?: AbortSignal): Promise<ComponentName[]> {
  if (ids.length === 0) return [];
  const rows = await http.get<ComponentName[]>('db', '/component_names', {
    query: { select: 'id,name', id: `in.(${ids.join(',')})` },
    signal,
  });
  return rows ?? [];
}

export function useComponentNames(ids: readonly string[]) {
  return useQuery(
    queryOptions({
      queryKey: [...topologyKeys.all, 'names', ids] as const,
      queryFn: ({ signal }) => getComponentNames(ids, signal),
      enabled: ids.length > 0,
      staleTime: 60_000,
    }),
  );
}
