import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentOptionKeys } from './incident-keys.ts';
import type { NamedOption } from './incident-list.types.ts';

const OPTIONS_STALE_MS = 5 * 60_000;
/** The component choices list at most this many names. */
const COMPONENT_OPTION_LIMIT = 500;

/** Live components by name, for the component filter and the topology evidence of a new incident. */
export async function getComponentOptions(signal?: AbortSignal): Promise<NamedOption[]> {
  const rows = await http.get<NamedOption[]>('db', '/component_names', {
    query: { select: 'id,name', order: 'name.asc', limit: COMPONENT_OPTION_LIMIT },
    signal,
  });
  return rows ?? [];
}

export function useComponentOptions(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: incidentOptionKeys.list({ of: 'components' }),
      queryFn: ({ signal }) => getComponentOptions(signal),
      staleTime: OPTIONS_STALE_MS,
      enabled,
    }),
  );
}
