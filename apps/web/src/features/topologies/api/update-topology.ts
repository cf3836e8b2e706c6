import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { TopologySpec } from './topology-settings.types.ts';
import { topologySettingsKeys } from './topology-settings-keys.ts';

/** Name and namespace of a stored topology stay as they are (spec 001 §2.5): only its spec changes. */
export async function updateTopology({ id, spec }: { id: string; spec: TopologySpec }): Promise<void> {
  await http.patch('db', '/topologies', { query: postgrest().eq('id', id), body: { spec, updated_at: new Date().toISOString() } });
}

export function useUpdateTopology(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopology,
    meta: { errorToast: false },
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topologySettingsKeys.all }),
  });
}
