import type { HypothesisType } from '@vigil/domain';
import { useId, useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateHypothesis } from '#src/features/incidents/api/create-hypothesis.ts';

export const TITLE_REQUIRED = 'This field is required';

export interface CreateHypothesisDialogProps {
  incidentId: string;
  parent: { id: string; title: string };
  /** The level below the parent's: a factor under the root, a solution under a factor. */
  type: Exclude<HypothesisType, 'root'>;
  onClose: () => void;
}

/** 'Create hypothesis' under a hypothesis; the server's refusal (the tree's rules) is toasted and the dialog stays. */
export function CreateHypothesisDialog({ incidentId, parent, type, onClose }: CreateHypothesisDialogProps) {
  const create = useCreateHypothesis();
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (title.trim() === '') {
      setError(TITLE_REQUIRED);
      return;
    }
    create.mutate({ incident_id: incidentId, parent_id: parent.id, title: title.trim(), type, status: 'possible' }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Create hypothesis"
      size="very-small"
      expandable={false}
      description={`A ${type} under "${parent.title}".`}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={PRIMARY_BUTTON} disabled={create.isPending} onClick={submit}>
            {create.isPending ? 'Creating...' : 'Create'}
          </button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField id={id} label="Title" error={error}>
          <input
            id={id}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
            className="w-full"
          />
        </FormField>
      </form>
    </Modal>
  );
}
