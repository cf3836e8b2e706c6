import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { definitionOfDoneKeys } from './definition-of-done-keys.ts';
import { incidentKeys } from './incident-keys.ts';
import { ADD_TO_DONE_FAILED } from './update-done-evidence.ts';

export interface ManualDone {
  hypothesisId: string;
  text: string;
}

/**
 * A manual definition of done is a comment evidence on the root hypothesis, part of the definition
 * of done, resolved by hand (`POST /evidences`, spec 002 §7).
 */
export async function addManualDone({ hypothesisId, text }: ManualDone): Promise<void> {
  await http.post('db', '/evidences', {
    query: { select: 'id' },
    body: { hypothesis_id: hypothesisId, type: 'comment', description: text, evidence: { comment: text }, definition_of_done: true },
  });
}

export function useAddManualDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManualDone,
    meta: { errorToast: false },
    onError: (error) => toast.error(`${ADD_TO_DONE_FAILED}: ${errorMessage(error)}`),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: definitionOfDoneKeys.all });
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
