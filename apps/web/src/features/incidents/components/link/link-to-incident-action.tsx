import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { LinkToIncidentSlotProps } from '#src/ui/slots/slots.ts';
import { LinkToIncidentDialog } from './link-to-incident-dialog.tsx';

/** The button that opens 'Link to Incident': only with write on incidents and the incidents feature on (spec 000 §6). */
export function LinkToIncidentAction({ subject, label }: LinkToIncidentSlotProps) {
  const [open, setOpen] = useState(false);
  const canWrite = usePermission('incident', 'write');
  const { isEnabled, isLoading } = useFeatureFlags();
  if (!canWrite || isLoading || !isEnabled('incidents')) return null;
  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        <Paperclip aria-hidden className="size-4" />
        {label}
      </button>
      {open && <LinkToIncidentDialog open onClose={() => setOpen(false)} subject={subject} />}
    </>
  );
}
