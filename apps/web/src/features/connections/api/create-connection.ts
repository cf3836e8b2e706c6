import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { ConnectionInput } from './connection.types.ts';
import { connectionKeys } from './connection-keys.ts';

/** A connection made here is the UI's: its source says so, which keeps it editable. */
export async function createConnection(input: ConnectionInput): Promise<void> {
  await http.post('db', '/connections', { body: { ...input, source: 'UI' } });
}

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConnection,
    onSuccess: () => toast.success('Connection added successfully'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
