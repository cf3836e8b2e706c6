import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useAddManualDone } from '#src/features/incidents/api/add-manual-done.ts';
import type { DoneEvidence } from '#src/features/incidents/api/get-incident-evidences.ts';
import { ADD_TO_DONE_FAILED, useUpdateDoneEvidence } from '#src/features/incidents/api/update-done-evidence.ts';
import { DoneScriptField } from './done-script-field.tsx';
import { EvidenceChoiceList } from './evidence-choice-list.tsx';

type Step = 'mode' | 'selectEvidence' | 'addScript' | 'manual';
type Mode = 'automatic' | 'manual';

const TITLES: Record<Step, string> = {
  mode: 'Add definition of done',
  selectEvidence: 'Select evidence',
  addScript: 'Add script',
  manual: 'Manual definition of done',
};
const PREVIOUS: Record<Step, Step> = { mode: 'mode', selectEvidence: 'mode', addScript: 'selectEvidence', manual: 'mode' };
const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: 'automatic', label: 'Automatic', hint: 'An evidence of the incident, done when its script answers true' },
  { value: 'manual', label: 'Manual', hint: 'A condition written here, resolved by hand' },
];

export interface AddDefinitionOfDoneDialogProps {
  open: boolean;
  onClose: () => void;
  /** The incident's evidences not yet part of the definition of done. */
  candidates: readonly DoneEvidence[];
  /** Where a manual definition of done is written. */
  hypothesisId: string | null;
}

/** The definition-of-done wizard (spec 002 §4): Automatic (an evidence, then its script) or Manual (a text). */
export function AddDefinitionOfDoneDialog({ open, onClose, candidates, hypothesisId }: AddDefinitionOfDoneDialogProps) {
  const [step, setStep] = useState<Step>('mode');
  const [mode, setMode] = useState<Mode | ''>('');
  const [evidenceId, setEvidenceId] = useState('');
  const [script, setScript] = useState('');
  const [text, setText] = useState('');
  const update = useUpdateDoneEvidence();
  const addManual = useAddManualDone();
  const pending = update.isPending || addManual.isPending;

  const close = () => {
    setStep('mode');
    setMode('');
    setEvidenceId('');
    setScript('');
    setText('');
    onClose();
  };
  const save = () => {
    if (step === 'addScript') {
      const changes = { definition_of_done: true, script: script.trim() === '' ? null : script.trim() };
      update.mutate({ id: evidenceId, changes, failure: ADD_TO_DONE_FAILED }, { onSuccess: close });
    } else if (hypothesisId) {
      addManual.mutate({ hypothesisId, text: text.trim() }, { onSuccess: close });
    }
  };
  const next = () => {
    if (step === 'mode') setStep(mode === 'manual' ? 'manual' : 'selectEvidence');
    else if (step === 'selectEvidence') setStep('addScript');
    else save();
  };
  const ready =
    step === 'mode' ? mode !== '' : step === 'selectEvidence' ? evidenceId !== '' : step === 'manual' ? text.trim() !== '' && hypothesisId !== null : true;
  const finishes = step === 'addScript' || step === 'manual';

  return (
    <Modal
      open={open}
      onClose={close}
      title={TITLES[step]}
      size="very-small"
      footer={
        <>
          {step !== 'mode' && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setStep(PREVIOUS[step])}>
              Back
            </button>
          )}
          <button type="button" className={PRIMARY_BUTTON} disabled={!ready || pending} onClick={next}>
            {pending ? 'Saving…' : finishes ? 'Save' : 'Next'}
          </button>
        </>
      }
    >
      {step === 'mode' ? (
        <div role="radiogroup" aria-label="Kind of definition of done" className="grid grid-cols-2 gap-2">
          {MODES.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={mode === option.value}
              onClick={() => setMode(option.value)}
              className={`flex flex-col gap-1 rounded-md border p-3 text-left ${mode === option.value ? 'border-blue-500 bg-blue-50' : 'border-gray-200 hover:bg-gray-50'}`}
            >
              <span className="text-sm font-medium text-gray-900">{option.label}</span>
              <span className="text-xs text-gray-500">{option.hint}</span>
            </button>
          ))}
        </div>
      ) : step === 'selectEvidence' ? (
        <EvidenceChoiceList evidences={candidates} value={evidenceId} onChange={setEvidenceId} />
      ) : step === 'addScript' ? (
        <DoneScriptField id="definition-of-done-script" value={script} onChange={setScript} />
      ) : (
        <FormField id="definition-of-done-text" label="Definition of done" hint="What must be true for the incident to be done">
          <textarea id="definition-of-done-text" rows={3} value={text} className="w-full" onChange={(event) => setText(event.target.value)} />
        </FormField>
      )}
    </Modal>
  );
}
