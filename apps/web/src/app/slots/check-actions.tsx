import { AddToIncidentButton } from '#src/features/incidents/components/add-to-incident-button.tsx';
import { incidentActionsHidden } from '#src/features/incidents/utils/incident-actions.ts';
import { PlaybooksMenu } from '#src/features/playbooks/components/playbooks-menu.tsx';
import type { CheckActionsSlotProps } from '#src/ui/slots/slots.ts';

/**
 * What a check's dialog offers beside Run Now: the Playbooks menu and the evidence action, both
 * absent from the build variant without incident actions (spec 001 §2.2).
 */
export function CheckActions(_props: CheckActionsSlotProps) {
  if (incidentActionsHidden()) return null;
  return (
    <>
      <PlaybooksMenu />
      <AddToIncidentButton />
    </>
  );
}
