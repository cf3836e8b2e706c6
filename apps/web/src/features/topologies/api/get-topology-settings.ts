import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TopologySettingsRow } from './topology-settings.types.ts';
import { topologySettingsKeys } from './topology-settings-keys.ts';
import { TOPOLOGY_COLUMNS } from './list-topologies.ts';

/** The topology with this id, or null when there is none (the view leaves deleted ones out). */
export async function getTopologySettings(id: string, signal?: AbortSignal): Promise<TopologySettingsRow | null> {
  const rows = await http.get<TopologySettingsRow[]>('db', '/topologies_with_status', {
    query: postgrest().select(TOPOLOGY_COLUMNS).eq('id', id).limit(1),
    signal,
  });
  return rows[0] ?? null;
}

export function topologySettingsQueryOptions(id: string) {
  return queryOptions({ queryKey: topologySettingsKeys.detail(id), queryFn: ({ signal }) => getTopologySettings(id, signal) });
}

export function useTopologySettings(id: string | null) {
  return useQuery({ ...topologySettingsQueryOptions(id ?? ''), enabled: id !== null });
}
