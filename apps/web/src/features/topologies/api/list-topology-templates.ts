import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { TopologyTemplate } from './topology-settings.types.ts';
import { topologyTemplateKeys } from './topology-settings-keys.ts';

/** The topologies the server offers to start from (Add Integration > Custom Topology). */
export async function listTopologyTemplates(signal?: AbortSignal): Promise<TopologyTemplate[]> {
  return (await http.get<TopologyTemplate[]>('topology', '/templates', { signal })) ?? [];
}

export function topologyTemplatesQueryOptions() {
  return queryOptions({ queryKey: topologyTemplateKeys.list({}), queryFn: ({ signal }) => listTopologyTemplates(signal), staleTime: Infinity });
}

export function useTopologyTemplates() {
  return useQuery(topologyTemplatesQueryOptions());
}
