import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { addToDefinitionOfDone } from './add-to-definition-of-done.ts';
import { incidentKeys } from './incident-keys.ts';

export const STATUS_UPDATED = 'Incident status updated successfully';
export const STATUS_UPDATE_FAILED = 'Incident status updated failed';

export interface StatusUpdate {
  id: string;
  status: string;
  /** Evidences to mark part of the definition of done first (spec 002 §4, mitigated and resolved). */
  doneEvidenceIds?: readonly string[];
}

/** `PATCH /incidents?id=eq.{id}` with the new status; the server refuses a move spec 002 §4 does not allow. */
export async function updateIncidentStatus({ id, status, doneEvidenceIds = [] }: StatusUpdate): Promise<void> {
  if (doneEvidenceIds.length > 0) await addToDefinitionOfDone(doneEvidenceIds);
  await http.patch('db', '/incidents', { query: { id: `eq.${id}` }, body: { status } });
}

export function useUpdateIncidentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncidentStatus,
    meta: { errorToast: false },
    onSuccess: () => toast.success(STATUS_UPDATED),
    // The spec's text, then the server's reason (which move it refused).
    onError: (error) => toast.error(`${STATUS_UPDATE_FAILED}: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
