import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TopologyInput } from './topology-settings.types.ts';
import { topologySettingsKeys } from './topology-settings-keys.ts';

export async function createTopology(topology: TopologyInput): Promise<void> {
  await http.post('db', '/topologies', { body: { ...topology, source: 'UI' } });
}

export function useCreateTopology() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopology,
    // The editor shows the refusal at its field, or under the form: a toast would say it twice.
    meta: { errorToast: false },
    onSuccess: (_data, topology) => toast.success(`${topology.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topologySettingsKeys.all }),
  });
}
