import { useState } from 'react';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { useAttachProposedEvidence } from '#src/features/incidents/api/attach-proposed-evidence.ts';
import { useProposedEvidence } from '#src/features/incidents/api/get-proposed-evidence.ts';
import { SidePanelSection } from '../detail/side-panel-accordion.tsx';
import { ProposedEvidenceItem } from './proposed-evidence-item.tsx';
import { DEFAULT_PROPOSAL_WINDOW, PROPOSAL_WINDOWS, type ProposalWindow, windowLabel } from './proposal-window.ts';

export const LOADING_PROPOSALS = 'Loading evidences please wait...';

/** Decision 0044: says what was looked at, and what to do next. */
export function noProposalsText(hours: ProposalWindow): string {
  return `No changes, insights or check failures in the ${windowLabel(hours)} before the incident opened`;
}
export const NO_PROPOSALS_HINT = "Proposals come from the incident's evidence and the items related to it: link one, or try a longer window.";

function ProposedEvidenceList({ incidentId }: { incidentId: string }) {
  const [windowHours, setWindowHours] = useState<ProposalWindow>(DEFAULT_PROPOSAL_WINDOW);
  const proposals = useProposedEvidence(incidentId, Number(windowHours));
  const attach = useAttachProposedEvidence(incidentId);
  const { isEnabled } = useFeatureFlags();
  const canAttach = usePermission('incident', 'write') && isEnabled('incidents');
  const candidates = proposals.data?.candidates ?? [];
  return (
    <div className="flex flex-col gap-2" aria-busy={proposals.isFetching}>
      <ToggleGroup type="single" label="Window before the incident opened" value={windowHours} onChange={setWindowHours} options={PROPOSAL_WINDOWS} className="self-start" />
      {proposals.isPending ? (
        <p role="status" className="text-sm text-gray-500">
          {LOADING_PROPOSALS}
        </p>
      ) : proposals.isError ? (
        <div role="alert" className="text-sm text-red-600">
          Could not load the proposed evidence: {proposals.error.message}{' '}
          <button type="button" className="font-medium text-blue-700 hover:underline" onClick={() => void proposals.refetch()}>
            Retry
          </button>
        </div>
      ) : candidates.length === 0 ? (
        <div className="text-sm text-gray-500">
          <p>{noProposalsText(windowHours)}</p>
          <p className="mt-1 text-xs">{NO_PROPOSALS_HINT}</p>
        </div>
      ) : (
        <ul aria-label="Proposed evidence" className={`flex flex-col gap-2 ${proposals.isPlaceholderData ? 'opacity-60' : ''}`}>
          {candidates.map((proposal) => (
            <ProposedEvidenceItem
              key={`${proposal.kind}:${proposal.id}`}
              proposal={proposal}
              onAttach={canAttach ? (chosen) => attach.mutate(chosen) : undefined}
              attaching={attach.isPending && attach.variables.kind === proposal.kind && attach.variables.id === proposal.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The right panel's Proposed evidence (issue 14, decision 0040): what changed, was found or failed
 * near the incident's items before it opened, best first, each one click from being evidence.
 */
export function ProposedEvidenceSection({ incidentId }: { incidentId: string }) {
  return (
    <SidePanelSection name="Proposed evidence">
      <ProposedEvidenceList incidentId={incidentId} />
    </SidePanelSection>
  );
}
