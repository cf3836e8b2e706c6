import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { incidentKeys } from './incident-keys.ts';

/** `DELETE /hypotheses?id=eq.{id}`; the server removes its comments and evidences first. */
export async function deleteHypothesis(id: string): Promise<void> {
  await http.delete('db', '/hypotheses', { query: { id: `eq.${id}` } });
}

export function useDeleteHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHypothesis,
    // Spec 002 §8: a failed deletion is logged only; the hypothesis simply stays in the tree.
    meta: { errorToast: false },
    onError: (error) => console.error('Deleting the hypothesis failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentKeys.details() }),
  });
}
