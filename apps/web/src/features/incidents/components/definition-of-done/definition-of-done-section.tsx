import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { useIncidentEvidences } from '#src/features/incidents/api/get-incident-evidences.ts';
import { SidePanelSection } from '../detail/side-panel-accordion.tsx';
import { AddDefinitionOfDoneDialog } from './add-definition-of-done-dialog.tsx';
import { DoneEvidenceItem } from './done-evidence-item.tsx';

export const NO_DONE_EVIDENCES = 'There are no evidences provided for this incident';

/** The right panel's Definition of done (spec 002 §2, §4): the evidences it is made of and the wizard. */
export function DefinitionOfDoneSection({ incidentId }: { incidentId: string }) {
  const evidences = useIncidentEvidences(incidentId);
  const [adding, setAdding] = useState(false);
  const { isEnabled } = useFeatureFlags();
  const canWrite = usePermission('incident', 'write') && isEnabled('incidents');
  const all = evidences.data?.evidences ?? [];
  const done = all.filter((evidence) => evidence.definition_of_done);
  const add = canWrite && (
    <button
      type="button"
      aria-label="Add definition of done"
      title="Add definition of done"
      className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-blue-700 hover:bg-blue-50"
      onClick={() => setAdding(true)}
    >
      <Plus size={14} aria-hidden="true" />
      Add
    </button>
  );
  return (
    <>
      <SidePanelSection name="Definition of done" actions={add}>
        {evidences.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : evidences.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Could not load the definition of done: {evidences.error.message}
          </p>
        ) : done.length === 0 ? (
          <p className="text-sm text-gray-500">{NO_DONE_EVIDENCES}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {done.map((evidence) => (
              <DoneEvidenceItem key={evidence.id} evidence={evidence} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </SidePanelSection>
      {canWrite && (
        <AddDefinitionOfDoneDialog
          open={adding}
          onClose={() => setAdding(false)}
          candidates={all.filter((evidence) => !evidence.definition_of_done)}
          hypothesisId={evidences.data?.rootHypothesisId ?? null}
        />
      )}
    </>
  );
}
