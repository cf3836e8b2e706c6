import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentOptionKeys } from './incident-keys.ts';
import type { NamedOption } from './incident-list.types.ts';

const OPTIONS_STALE_MS = 5 * 60_000;
/** The owner filter lists at most this many people. */
const OWNER_OPTION_LIMIT = 500;

/** People who may own (have created) an incident, by name. */
export async function getOwnerOptions(signal?: AbortSignal): Promise<NamedOption[]> {
  const rows = await http.get<NamedOption[]>('db', '/people', {
    query: { select: 'id,name', deleted_at: 'is.null', order: 'name.asc', limit: OWNER_OPTION_LIMIT },
    signal,
  });
  return rows ?? [];
}

export function useOwnerOptions() {
  return useQuery(
    queryOptions({ queryKey: incidentOptionKeys.list({ of: 'owners' }), queryFn: ({ signal }) => getOwnerOptions(signal), staleTime: OPTIONS_STALE_MS }),
  );
}
