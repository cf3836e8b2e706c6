import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import type { DoneEvidence } from '#src/features/incidents/api/get-incident-evidences.ts';
import { EVIDENCE_UPDATE_FAILED, useUpdateDoneEvidence } from '#src/features/incidents/api/update-done-evidence.ts';
import { DoneScriptField } from './done-script-field.tsx';

/** Edits a definition of done: the text of a manual one, the script of an automatic one. */
export function EditDoneEvidenceDialog({ evidence, onClose }: { evidence: DoneEvidence; onClose: () => void }) {
  const manual = evidence.type === 'comment';
  const [value, setValue] = useState((manual ? evidence.description : evidence.script) ?? '');
  const update = useUpdateDoneEvidence();
  const save = () => {
    const changes = manual ? { description: value.trim() } : { script: value.trim() === '' ? null : value.trim() };
    update.mutate({ id: evidence.id, changes, failure: EVIDENCE_UPDATE_FAILED }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Edit definition of done"
      size="very-small"
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={PRIMARY_BUTTON} disabled={update.isPending || (manual && value.trim() === '')} onClick={save}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      {manual ? (
        <FormField id="edit-definition-of-done-text" label="Definition of done">
          <textarea id="edit-definition-of-done-text" rows={3} value={value} className="w-full" onChange={(event) => setValue(event.target.value)} />
        </FormField>
      ) : (
        <DoneScriptField id="edit-definition-of-done-script" value={value} onChange={setValue} />
      )}
    </Modal>
  );
}
