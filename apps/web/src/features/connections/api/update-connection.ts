import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { ConnectionInput } from './connection.types.ts';
import { connectionKeys } from './connection-keys.ts';

/** A secret still reading `***` is written back as is: the server keeps the stored value. */
export async function updateConnection({ id, input }: { id: string; input: ConnectionInput }): Promise<void> {
  await http.patch('db', '/connections', {
    query: postgrest().eq('id', id),
    body: { ...input, updated_at: new Date().toISOString() },
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: () => toast.success('Connection updated successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
