import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { logBackendKeys } from './log-backend-keys.ts';

/** A soft delete: deleted_at is set and searches stop using the backend. */
export async function deleteLogBackend(id: string): Promise<void> {
  await http.patch('db', '/logging_backends', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteLogBackend(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogBackend,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logBackendKeys.all }),
  });
}
