import { INCIDENT_STATUS_MOVES, isIncidentStatus } from '@vigil/domain';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Select } from '#src/ui/select/select.tsx';
import type { IncidentEvidence } from '#src/features/incidents/api/incident-detail.types.ts';
import { useUpdateIncidentStatus } from '#src/features/incidents/api/update-incident-status.ts';
import { DefinitionOfDoneDialog } from './definition-of-done-dialog.tsx';

/** Moving to these first asks which evidences make up the definition of done (spec 002 §4). */
const ASKS_FOR_DEFINITION_OF_DONE = new Set(['mitigated', 'resolved']);

export interface IncidentStatusControlProps {
  incidentId: string;
  status: string;
  /** Without write on incidents the status is shown, not offered. */
  canWrite: boolean;
  /** Every evidence of the incident, offered for the definition of done. */
  evidences: readonly IncidentEvidence[];
}

/** The statuses the incident may move to (spec 002 §4), and Close / Reopen: open closes, anything else reopens. */
export function IncidentStatusControl({ incidentId, status, canWrite, evidences }: IncidentStatusControlProps) {
  const update = useUpdateIncidentStatus();
  const [asking, setAsking] = useState<string | null>(null);
  if (!canWrite) return null;
  const moves = isIncidentStatus(status) ? INCIDENT_STATUS_MOVES[status] : [status];
  const move = (next: string) => {
    if (next === status) return;
    if (ASKS_FOR_DEFINITION_OF_DONE.has(next)) setAsking(next);
    else update.mutate({ id: incidentId, status: next });
  };
  const toggle = status === 'open' ? { label: 'Close', next: 'closed' } : { label: 'Reopen', next: 'open' };
  return (
    <>
      <Select
        label="Status"
        value={status}
        options={moves.map((value) => ({ value, label: value }))}
        onChange={move}
        disabled={update.isPending}
        className="w-40"
      />
      <button type="button" className={SECONDARY_BUTTON} disabled={update.isPending} onClick={() => move(toggle.next)}>
        {toggle.label}
      </button>
      {asking && (
        <DefinitionOfDoneDialog
          status={asking}
          evidences={evidences}
          onCancel={() => setAsking(null)}
          onConfirm={(doneEvidenceIds) => {
            update.mutate({ id: incidentId, status: asking, doneEvidenceIds });
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
