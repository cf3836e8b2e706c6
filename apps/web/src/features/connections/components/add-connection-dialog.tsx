import type { ConnectionTypeDefinition } from '@vigil/domain';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateConnection } from '../api/create-connection.ts';
import { emptyConnectionForm, toConnectionInput } from '../utils/connection-form-values.ts';
import { ConnectionForm } from './connection-form.tsx';
import { ConnectionTypePicker } from './connection-type-picker.tsx';

export interface AddConnectionDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Adding a connection: pick a type, then fill its form; Back returns to the picker. */
export function AddConnectionDialog({ open, onClose }: AddConnectionDialogProps) {
  const formId = useId();
  const [definition, setDefinition] = useState<ConnectionTypeDefinition | null>(null);
  const create = useCreateConnection();
  const close = () => {
    setDefinition(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={definition ? `Add ${definition.label} Connection` : 'Add Connection'}
      size="small"
      footer={
        <>
          {definition && (
            <button type="button" className={`${SECONDARY_BUTTON} mr-auto`} onClick={() => setDefinition(null)}>
              <ArrowLeft aria-hidden className="size-4" />
              Back
            </button>
          )}
          <button type="button" className={SECONDARY_BUTTON} onClick={close}>
            Cancel
          </button>
          {definition && (
            <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Save'}
            </button>
          )}
        </>
      }
    >
      {definition ? (
        <ConnectionForm
          key={definition.type}
          formId={formId}
          definition={definition}
          defaultValues={emptyConnectionForm(definition)}
          readOnly={false}
          onSubmit={async (values) => {
            await create.mutateAsync(toConnectionInput(values, definition)).then(close, () => undefined);
          }}
        />
      ) : (
        <ConnectionTypePicker onPick={setDefinition} />
      )}
    </Modal>
  );
}
