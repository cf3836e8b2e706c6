import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { FeaturePendingDialog } from '#src/ui/modal/feature-pending-dialog.tsx';

/** 'Link to incident': only with write on incidents and the incidents feature on (spec 002 §6). */
export function LinkToIncidentButton() {
  const [open, setOpen] = useState(false);
  const canWrite = usePermission('incident', 'write');
  const { isEnabled, isLoading } = useFeatureFlags();
  if (!canWrite || isLoading || !isEnabled('incidents')) return null;
  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        <Paperclip aria-hidden className="size-4" />
        Link to incident
      </button>
      {open && (
        <FeaturePendingDialog
          title="Link to incident"
          message="Linking a config as evidence to an incident arrives with the incidents feature."
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
