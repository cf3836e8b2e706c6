import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import type { TopologyRunResponse } from './topology-settings.types.ts';
import { topologyJobKeys, topologySettingsKeys } from './topology-settings-keys.ts';

/** Builds the topology now (`POST /api/topology/run/:id`); the answer is the run's job summary. */
export async function runTopology(id: string): Promise<TopologyRunResponse> {
  return (await http.post<TopologyRunResponse>('topology', `/run/${encodeURIComponent(id)}`)) ?? {};
}

export function useRunTopology() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTopology,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: topologySettingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: topologyJobKeys.all });
    },
  });
}
