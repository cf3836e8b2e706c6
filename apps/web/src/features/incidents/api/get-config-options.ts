import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentOptionKeys } from './incident-keys.ts';
import type { NamedOption } from './incident-list.types.ts';

const OPTIONS_STALE_MS = 5 * 60_000;
/** The config choice lists at most this many items. */
const CONFIG_OPTION_LIMIT = 500;

interface ConfigNameRow {
  id: string;
  name: string | null;
  type: string | null;
}

/** Live config items, named with their type, for the config evidence of a new incident. */
export async function getConfigOptions(signal?: AbortSignal): Promise<NamedOption[]> {
  const rows = await http.get<ConfigNameRow[]>('db', '/config_names', {
    query: { select: 'id,name,type', order: 'name.asc', limit: CONFIG_OPTION_LIMIT },
    signal,
  });
  return (rows ?? []).map((row) => ({ id: row.id, name: row.type ? `${row.name ?? row.id} (${row.type})` : (row.name ?? row.id) }));
}

export function useConfigOptions(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: incidentOptionKeys.list({ of: 'configs' }),
      queryFn: ({ signal }) => getConfigOptions(signal),
      staleTime: OPTIONS_STALE_MS,
      enabled,
    }),
  );
}
