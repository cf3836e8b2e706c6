import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { canaryKeys } from './canary-keys.ts';

/** A soft delete: the row stays, with deleted_at set, so its history keeps its name. */
export async function deleteCanary(id: string): Promise<void> {
  await http.patch('db', '/canaries', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteCanary(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCanary,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: canaryKeys.all }),
  });
}
