import { CircleCheck, CircleDashed, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import type { DoneEvidence } from '#src/features/incidents/api/get-incident-evidences.ts';
import { EVIDENCE_UPDATE_FAILED, REMOVE_FROM_DONE_FAILED, useUpdateDoneEvidence } from '#src/features/incidents/api/update-done-evidence.ts';
import { EditDoneEvidenceDialog } from './edit-done-evidence-dialog.tsx';
import { evidenceTitle } from './evidence-choice-list.tsx';

type Asking = 'remove' | 'toggle' | 'edit' | null;

const ICON_BUTTON = 'inline-flex size-7 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-gray-700';

function ScriptResult({ result }: { result: string | null }) {
  if (result === null) return <span className="text-gray-400">not evaluated yet</span>;
  const answered = result === 'true' || result === 'false';
  return <span className={answered ? 'text-gray-700' : 'text-red-600'}>{result}</span>;
}

/** One evidence of the definition of done: whether it is done, its script and last result, and its actions. */
export function DoneEvidenceItem({ evidence, canWrite }: { evidence: DoneEvidence; canWrite: boolean }) {
  const [asking, setAsking] = useState<Asking>(null);
  const update = useUpdateDoneEvidence();
  const title = evidenceTitle(evidence);
  const manual = evidence.type === 'comment';
  const close = () => setAsking(null);
  const run = (changes: { definition_of_done?: boolean; done?: boolean }, failure: string) => update.mutate({ id: evidence.id, changes, failure }, { onSettled: close });
  return (
    <li aria-label={title} className="flex flex-col gap-1.5 rounded-md border border-gray-200 p-2.5">
      <div className="flex items-start gap-2">
        {evidence.done ? (
          <CircleCheck size={16} className="mt-0.5 shrink-0 text-green-600" aria-hidden="true" />
        ) : (
          <CircleDashed size={16} className="mt-0.5 shrink-0 text-gray-400" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1 text-sm break-words text-gray-900">{title}</span>
        {canWrite && (
          <span className="flex shrink-0">
            {manual && (
              <button type="button" className={ICON_BUTTON} aria-label={`${evidence.done ? 'Mark not resolved' : 'Mark resolved'}: ${title}`} title={evidence.done ? 'Mark not resolved' : 'Mark resolved'} onClick={() => setAsking('toggle')}>
                <CircleCheck size={14} aria-hidden="true" />
              </button>
            )}
            <button type="button" className={ICON_BUTTON} aria-label={`Edit: ${title}`} title="Edit" onClick={() => setAsking('edit')}>
              <Pencil size={14} aria-hidden="true" />
            </button>
            <button type="button" className={`${ICON_BUTTON} hover:text-red-600`} aria-label={`Remove from definition of done: ${title}`} title="Remove from definition of done" onClick={() => setAsking('remove')}>
              <X size={14} aria-hidden="true" />
            </button>
          </span>
        )}
      </div>
      <span className="flex flex-wrap items-center gap-1.5 pl-6">
        <Badge>{evidence.type}</Badge>
        <Badge tone={evidence.done ? 'success' : 'neutral'}>{manual ? (evidence.done ? 'Resolved' : 'Not resolved') : evidence.done ? 'Done' : 'Not done'}</Badge>
      </span>
      {evidence.script && (
        <div className="flex flex-col gap-0.5 rounded bg-gray-50 px-2 py-1.5 text-xs">
          <code className="break-all text-gray-800">{evidence.script}</code>
          <span className="text-gray-500">
            Result: <ScriptResult result={evidence.script_result} />
          </span>
        </div>
      )}
      <ConfirmDialog
        open={asking === 'remove'}
        onClose={close}
        title="Remove from definition of done"
        confirmLabel="Remove"
        pending={update.isPending}
        onConfirm={() => run({ definition_of_done: false }, REMOVE_FROM_DONE_FAILED)}
      >
        <p className="text-sm text-gray-700">Remove “{title}” from the definition of done? The evidence stays on its hypothesis.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'toggle'}
        onClose={close}
        tone="primary"
        title={evidence.done ? 'Mark not resolved' : 'Mark resolved'}
        confirmLabel={evidence.done ? 'Mark not resolved' : 'Mark resolved'}
        pending={update.isPending}
        onConfirm={() => run({ done: !evidence.done }, EVIDENCE_UPDATE_FAILED)}
      >
        <p className="text-sm text-gray-700">
          Mark “{title}” as {evidence.done ? 'not resolved' : 'resolved'}?
        </p>
      </ConfirmDialog>
      {asking === 'edit' && <EditDoneEvidenceDialog evidence={evidence} onClose={close} />}
    </li>
  );
}
