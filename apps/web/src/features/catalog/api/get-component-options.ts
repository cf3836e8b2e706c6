import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { configFilterKeys } from './catalog-keys.ts';

const OPTIONS_STALE_MS = 60_000;
/** The component filter lists at most this many names. */
const COMPONENT_OPTION_LIMIT = 500;

export interface ComponentOption {
  id: string;
  name: string;
}

/** Component names for the insights' component filter. */
export async function getComponentOptions(signal?: AbortSignal): Promise<ComponentOption[]> {
  const rows = await http.get<ComponentOption[]>('db', '/component_names', {
    query: { select: 'id,name', order: 'name.asc', limit: COMPONENT_OPTION_LIMIT },
    signal,
  });
  return rows ?? [];
}

export function componentOptionsQueryOptions() {
  return queryOptions({
    queryKey: configFilterKeys.list({ of: 'components' }),
    queryFn: ({ signal }) => getComponentOptions(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useComponentOptions() {
  return useQuery(componentOptionsQueryOptions());
}
