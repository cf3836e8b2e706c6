import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { LogBackendSpec } from './log-backend.types.ts';
import { logBackendKeys } from './log-backend-keys.ts';

/** A stored backend keeps its name: only its spec changes. */
export async function updateLogBackend({ id, spec }: { id: string; spec: LogBackendSpec }): Promise<void> {
  await http.patch('db', '/logging_backends', { query: postgrest().eq('id', id), body: { spec, updated_at: new Date().toISOString() } });
}

export function useUpdateLogBackend(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogBackend,
    meta: { errorToast: false },
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logBackendKeys.all }),
  });
}
