import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { connectionKeys } from './connection-keys.ts';

/** A soft delete (spec 001 §4): deleted_at is set, and references to the connection stop resolving. */
export async function deleteConnection(id: string): Promise<void> {
  await http.patch('db', '/connections', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnection,
    onSuccess: () => toast.success('Connection deleted successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
