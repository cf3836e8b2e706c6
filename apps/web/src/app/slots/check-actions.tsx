import { AddToIncidentButton } from '#src/features/incidents/components/add-to-incident-button.tsx';
import { incidentActionsHidden } from '#src/features/incidents/utils/incident-actions.ts';
import { PlaybooksMenu } from '#src/features/playbooks/components/playbooks-menu.tsx';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import type { CheckActionsSlotProps } from '#src/ui/slots/slots.ts';

/**
 * What a check's dialog offers beside Run Now: the Playbooks menu (it shows itself only with write
 * on playbooks and the playbooks feature on) and the evidence action (write on incidents, with
 * the incidents feature on; spec 000 §6). Both are absent from the build variant without incident
 * actions (spec 001 §2.2).
 */
export function CheckActions({ checkId, checkName }: CheckActionsSlotProps) {
  if (incidentActionsHidden()) return null;
  return (
    <>
      <PlaybooksMenu resource={{ type: 'check', id: checkId, name: checkName }} side="top" />
      <FeatureGate feature="incidents">
        <PermissionGate resources="incident" action="write">
          <AddToIncidentButton checkId={checkId} checkName={checkName} />
        </PermissionGate>
      </FeatureGate>
    </>
  );
}
