import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { incidentKeys } from './incident-keys.ts';
import { responderKeys } from './responder-keys.ts';

export const RESPONDER_DELETED = 'Responder deleted successfully';

/** A soft delete: `PATCH /responders?id=eq.{id}` with `deleted_at` (spec 002 §4, §7). */
export async function deleteResponder(id: string): Promise<void> {
  await http.patch('db', '/responders', { query: { id: `eq.${id}` }, body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteResponder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponder,
    meta: { errorToast: false },
    onSuccess: () => toast.success(RESPONDER_DELETED),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: responderKeys.all });
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
