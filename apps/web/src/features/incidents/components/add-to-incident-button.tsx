import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FeaturePendingDialog } from '#src/ui/modal/feature-pending-dialog.tsx';

/** The evidence action: attaching the check to an incident. */
export function AddToIncidentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        <Paperclip aria-hidden className="size-4" />
        Add to incident
      </button>
      {open && (
        <FeaturePendingDialog
          title="Add to incident"
          message="Adding a check as evidence to an incident arrives with the incidents feature."
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
