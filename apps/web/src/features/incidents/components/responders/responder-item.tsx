import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { META_TEXT } from '#src/ui/styles/kit-classes.ts';
import { useDeleteResponder } from '#src/features/incidents/api/delete-responder.ts';
import type { IncidentResponder } from '#src/features/incidents/api/incident-responder.types.ts';
import { responderKindLabel } from './responder-kinds.ts';
import { ResponderProgressSteps } from './responder-progress-steps.tsx';
import { timeToAcknowledge } from './responder-progress.ts';

function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function responderName(responder: IncidentResponder): string {
  return responder.person?.name ?? responder.team?.name ?? responderKindLabel(responder.type);
}

/** The kind the team was asked through (`properties.responderType`), else the row's type. */
function responderKind(responder: IncidentResponder): string {
  const named = responder.properties?.responderType;
  return typeof named === 'string' && named !== '' ? named : responder.type;
}

function ResponderBadge({ responder }: { responder: IncidentResponder }) {
  if (responder.team) {
    return (
      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-700">
        <Icon name={responder.team.icon ?? 'teams'} size={16} />
      </span>
    );
  }
  const avatar = responder.person?.avatar;
  return (
    <span className="inline-flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-200 text-[11px] font-medium text-gray-700">
      {avatar ? <img src={avatar} alt="" className="size-full object-cover" /> : initialsOf(responderName(responder))}
    </span>
  );
}

function Ticket({ responder }: { responder: IncidentResponder }) {
  if (!responder.external_id) return null;
  const url = responder.properties?.external_url;
  if (typeof url === 'string' && /^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-xs font-medium text-blue-700 hover:underline">
        {responder.external_id}
        <ExternalLink size={12} aria-hidden="true" />
      </a>
    );
  }
  return <span className="text-xs font-medium text-gray-700">{responder.external_id}</span>;
}

/** One responder: who, through what, its ticket, its progress and how fast it acknowledged. */
export function ResponderItem({ responder, canWrite }: { responder: IncidentResponder; canWrite: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResponder();
  const name = responderName(responder);
  const acknowledged = timeToAcknowledge(responder);
  return (
    <li aria-label={name} className="flex flex-col gap-2 rounded-md border border-gray-200 p-2.5">
      <div className="flex items-center gap-2">
        <ResponderBadge responder={responder} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-gray-900">{name}</span>
          <span className="flex items-center gap-2">
            <span className={META_TEXT}>{responder.team ? responderKindLabel(responderKind(responder)) : 'Person'}</span>
            <Ticket responder={responder} />
          </span>
        </div>
        {canWrite && (
          <button
            type="button"
            aria-label={`Delete responder ${name}`}
            title="Delete responder"
            className="inline-flex size-7 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-red-600"
            onClick={() => setConfirming(true)}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      <ResponderProgressSteps responder={responder} />
      <p className={META_TEXT}>{acknowledged ? `Time to acknowledge: ${acknowledged}` : 'Not acknowledged yet'}</p>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete responder"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting…"
        onConfirm={() => remove.mutate(responder.id, { onSettled: () => setConfirming(false) })}
      >
        <p className="text-sm text-gray-700">Remove {name} from the responders of this incident?</p>
      </ConfirmDialog>
    </li>
  );
}
