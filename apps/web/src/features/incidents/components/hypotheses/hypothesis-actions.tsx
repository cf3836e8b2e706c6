import { useState } from 'react';
import type { IncidentHypothesis } from '#src/features/incidents/api/incident-detail.types.ts';
import { useDeleteHypothesis } from '#src/features/incidents/api/delete-hypothesis.ts';
import { useUpdateHypothesis } from '#src/features/incidents/api/update-hypothesis.ts';
import { CreateHypothesisDialog } from './create-hypothesis-dialog.tsx';
import { DeleteHypothesisDialog } from './delete-hypothesis-dialog.tsx';

/** What may be created under each level of the tree (root, factor, solution). */
const CHILD_TYPE = { root: 'factor', factor: 'solution' } as const;

const ACTION_BUTTON = 'rounded px-1.5 py-0.5 text-xs font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-500';

export interface HypothesisActionsProps {
  incidentId: string;
  hypothesis: Pick<IncidentHypothesis, 'id' | 'title' | 'type' | 'status'>;
}

/** Add a factor or solution under the hypothesis, disprove it, delete it (after asking). */
export function HypothesisActions({ incidentId, hypothesis }: HypothesisActionsProps) {
  const update = useUpdateHypothesis();
  const remove = useDeleteHypothesis();
  const [open, setOpen] = useState<'create' | 'delete' | null>(null);
  const title = hypothesis.title || '(no title)';
  const childType = hypothesis.type === 'root' || hypothesis.type === 'factor' ? CHILD_TYPE[hypothesis.type] : null;
  const disproven = hypothesis.status === 'disproven';
  const disprove = () => update.mutate({ id: hypothesis.id, status: 'disproven' });
  return (
    <div className="flex shrink-0 items-center gap-1">
      {childType && (
        <button type="button" className={ACTION_BUTTON} onClick={() => setOpen('create')}>
          {childType === 'factor' ? 'Add factor' : 'Add solution'}
        </button>
      )}
      {!disproven && (
        <button type="button" className={ACTION_BUTTON} onClick={disprove}>
          Disprove
        </button>
      )}
      {hypothesis.type !== 'root' && (
        <button type="button" className={`${ACTION_BUTTON} text-red-700 hover:text-red-800`} onClick={() => setOpen('delete')}>
          Delete
        </button>
      )}
      {open === 'create' && childType && (
        <CreateHypothesisDialog incidentId={incidentId} parent={{ id: hypothesis.id, title }} type={childType} onClose={() => setOpen(null)} />
      )}
      {open === 'delete' && (
        <DeleteHypothesisDialog
          title={title}
          onClose={() => setOpen(null)}
          onDelete={() => {
            remove.mutate(hypothesis.id);
            setOpen(null);
          }}
          onDisprove={
            disproven
              ? undefined
              : () => {
                  disprove();
                  setOpen(null);
                }
          }
        />
      )}
    </div>
  );
}
