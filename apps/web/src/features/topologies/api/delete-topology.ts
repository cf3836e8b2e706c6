import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { topologySettingsKeys } from './topology-settings-keys.ts';

/** A soft delete (spec 001 §4): the row stays with deleted_at set, and the scheduler stops building it. */
export async function deleteTopology(id: string): Promise<void> {
  await http.patch('db', '/topologies', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteTopology(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopology,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topologySettingsKeys.all }),
  });
}
