import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { definitionOfDoneKeys } from './definition-of-done-keys.ts';
import { incidentKeys } from './incident-keys.ts';

export const REMOVE_FROM_DONE_FAILED = 'Removing evidence from definition of done failed';
export const ADD_TO_DONE_FAILED = 'Marking evidence as part of definition of done failed';
export const EVIDENCE_UPDATE_FAILED = 'Evidence update failed';

export interface DoneEvidenceChange {
  id: string;
  changes: { definition_of_done?: boolean; done?: boolean; script?: string | null; description?: string };
  /** The spec's failure text (§8); the server's reason follows it. */
  failure: string;
}

/** `PATCH /evidences?id=eq.{id}` with definition_of_done, done, script or description (spec 002 §7). */
export async function updateDoneEvidence({ id, changes }: DoneEvidenceChange): Promise<void> {
  await http.patch('db', '/evidences', { query: { id: `eq.${id}` }, body: changes });
}

export function useUpdateDoneEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoneEvidence,
    meta: { errorToast: false },
    onError: (error, change) => toast.error(`${change.failure}: ${errorMessage(error)}`),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: definitionOfDoneKeys.all });
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
