import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { useResponders } from '#src/features/incidents/api/get-responders.ts';
import { AddResponderDialog } from './add-responder-dialog.tsx';
import { ResponderItem } from './responder-item.tsx';

export const NO_RESPONDERS = 'No responders yet';

/** The incident's responders in the Details section, with Add Responder for those who may write. */
export function RespondersSection({ incidentId }: { incidentId: string }) {
  const responders = useResponders(incidentId);
  const [adding, setAdding] = useState(false);
  const { isEnabled } = useFeatureFlags();
  const canWrite = usePermission('incident', 'write') && isEnabled('incidents');
  return (
    <section aria-label="Responders" className="mt-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Responders</h3>
        {canWrite && (
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-blue-700 hover:bg-blue-50"
            onClick={() => setAdding(true)}
          >
            <UserPlus size={14} aria-hidden="true" />
            Add Responder
          </button>
        )}
      </div>
      {responders.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : responders.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not load the responders: {responders.error.message}
        </p>
      ) : responders.data.length === 0 ? (
        <p className="text-sm text-gray-500">{NO_RESPONDERS}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {responders.data.map((responder) => (
            <ResponderItem key={responder.id} responder={responder} canWrite={canWrite} />
          ))}
        </ul>
      )}
      {canWrite && <AddResponderDialog incidentId={incidentId} open={adding} onClose={() => setAdding(false)} />}
    </section>
  );
}
