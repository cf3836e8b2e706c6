import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { playbookKeys } from './playbook-keys.ts';

/** A soft delete: its runs keep pointing at it. */
export async function deletePlaybook(id: string): Promise<void> {
  await http.patch('db', '/playbooks', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeletePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaybook,
    meta: { errorToast: false },
    onError: (error) => toast.error(`Unable to delete playbook spec: ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}
