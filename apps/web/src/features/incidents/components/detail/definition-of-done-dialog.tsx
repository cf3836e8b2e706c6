import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { FIELD_ERROR } from '#src/ui/styles/kit-classes.ts';
import type { IncidentEvidence } from '#src/features/incidents/api/incident-detail.types.ts';
import { evidenceLabel } from './evidence-label.ts';

export const SELECT_EVIDENCE = 'Please select atleast one evidence';

export interface DefinitionOfDoneDialogProps {
  /** The status the incident moves to once the dialog is answered. */
  status: string;
  evidences: readonly IncidentEvidence[];
  onCancel: () => void;
  /** Submit (with the chosen evidences) or Skip (with none). */
  onConfirm: (evidenceIds: string[]) => void;
}

/** 'Add contributing factors to definition of done', asked before mitigated or resolved (spec 002 §4). */
export function DefinitionOfDoneDialog({ status, evidences, onCancel, onConfirm }: DefinitionOfDoneDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [refused, setRefused] = useState(false);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setRefused(false);
  };
  const submit = () => {
    if (chosen.size === 0) setRefused(true);
    else onConfirm([...chosen]);
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title="Add contributing factors to definition of done"
      size="very-small"
      description={`The incident moves to ${status} afterwards.`}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => onConfirm([])}>
            Skip
          </button>
          <button type="button" className={PRIMARY_BUTTON} onClick={submit}>
            Submit
          </button>
        </>
      }
    >
      {evidences.length === 0 ? (
        <p className="text-sm text-gray-500">There are no evidences provided for this incident</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {evidences.map((evidence) => (
            <li key={evidence.id}>
              <Checkbox
                label={`${evidenceLabel(evidence)} (${evidence.type})`}
                checked={chosen.has(evidence.id) || evidence.definition_of_done}
                disabled={evidence.definition_of_done}
                onChange={(on) => toggle(evidence.id, on)}
              />
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className={`${FIELD_ERROR} mt-3`}>
          {SELECT_EVIDENCE}
        </p>
      )}
    </Modal>
  );
}
