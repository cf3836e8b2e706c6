import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvidenceRow, ProposedEvidence, ProposedEvidenceAnswer } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { definitionOfDoneKeys } from './definition-of-done-keys.ts';
import { proposedEvidenceKey } from './get-proposed-evidence.ts';
import { incidentKeys } from './incident-keys.ts';

export const EVIDENCE_ATTACHED = 'Evidence attached';
export const ATTACH_FAILED = 'Attaching evidence failed';

/** `POST /api/db/evidences` with the body the server proposed, unchanged. */
export async function attachProposedEvidence(proposal: ProposedEvidence): Promise<EvidenceRow> {
  const [row] = await http.post<EvidenceRow[]>('db', '/evidences', { query: { select: '*' }, body: proposal.evidence });
  if (!row) throw new Error('The server did not return the new evidence');
  return row;
}

/** Attaches a proposal: it leaves the list at once, and the hypothesis tree and definition of done refresh. */
export function useAttachProposedEvidence(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachProposedEvidence,
    meta: { errorToast: false },
    onSuccess: (_row, attached) => {
      queryClient.setQueriesData<ProposedEvidenceAnswer>({ queryKey: proposedEvidenceKey(incidentId) }, (answer) =>
        answer && { ...answer, candidates: answer.candidates.filter((proposal) => !(proposal.kind === attached.kind && proposal.id === attached.id)) },
      );
      toast.success(EVIDENCE_ATTACHED);
    },
    onError: (error) => toast.error(`${ATTACH_FAILED}: ${errorMessage(error)}`),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: definitionOfDoneKeys.all });
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}
