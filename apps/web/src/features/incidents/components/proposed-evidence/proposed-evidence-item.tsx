import type { ProposedEvidence } from '@vigil/domain';
import { Paperclip } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { META_TEXT } from '#src/ui/styles/kit-classes.ts';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { SeverityBadge } from '../list/severity-badge.tsx';
import { ProposalKindIcon } from './proposal-kind-icon.tsx';
import { distanceLabel } from './proposal-window.ts';

export const NO_ROOT_HYPOTHESIS = 'This incident has no root hypothesis to attach evidence to';

export interface ProposedEvidenceItemProps {
  proposal: ProposedEvidence;
  /** Absent for a reader who may not change the incident: no Attach button. */
  onAttach?: (proposal: ProposedEvidence) => void;
  attaching?: boolean;
}

function AttachButton({ proposal, onAttach, attaching }: Required<ProposedEvidenceItemProps>) {
  const noRoot = proposal.evidence.hypothesis_id === null;
  const button = (
    <button
      type="button"
      aria-label={`Attach: ${proposal.title}`}
      disabled={noRoot || attaching}
      onClick={() => onAttach(proposal)}
      className={`${SECONDARY_BUTTON} shrink-0 px-2 py-0.5 text-xs`}
    >
      <Paperclip size={12} aria-hidden="true" />
      {attaching ? 'Attaching…' : 'Attach'}
    </button>
  );
  if (!noRoot) return button;
  // A disabled button takes no pointer or focus: its wrapper carries the explanation.
  return (
    <Tooltip content={NO_ROOT_HYPOTHESIS}>
      <span tabIndex={0} aria-label={NO_ROOT_HYPOTHESIS} className="shrink-0">
        {button}
      </span>
    </Tooltip>
  );
}

/** One proposal: what it is and says, on what, when, how far from the incident's items, and Attach. */
export function ProposedEvidenceItem({ proposal, onAttach, attaching = false }: ProposedEvidenceItemProps) {
  const { resource } = proposal;
  const resourceText = [resource.name ?? resource.id, resource.type].filter(Boolean).join(' · ');
  return (
    <li aria-label={proposal.title} data-kind={proposal.kind} className="flex gap-2 rounded-md border border-gray-200 p-2">
      <ProposalKindIcon kind={proposal.kind} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm font-medium break-words text-gray-900">{proposal.title}</p>
          {onAttach && <AttachButton proposal={proposal} onAttach={onAttach} attaching={attaching} />}
        </div>
        {proposal.message && <p className="line-clamp-2 text-xs break-words text-gray-700">{proposal.message}</p>}
        <p className="truncate text-xs text-gray-600" title={resourceText}>
          {resourceText}
        </p>
        <div className={`flex flex-wrap items-center gap-1.5 ${META_TEXT}`}>
          {proposal.severity && <SeverityBadge severity={proposal.severity} />}
          {proposal.status && <Badge>{proposal.status}</Badge>}
          {proposal.kind === 'check' && (
            <Badge tone="danger">{proposal.count === 1 ? '1 failure' : `${proposal.count} failures`}</Badge>
          )}
          <span>{distanceLabel(proposal.distance)}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime value={proposal.time} />
        </div>
      </div>
    </li>
  );
}
