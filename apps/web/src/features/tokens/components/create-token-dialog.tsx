import type { CreatedAccessToken } from '@vigil/domain';
import { useId } from 'react';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateAccessToken } from '../api/create-token.ts';
import { toCreateRequest } from '../utils/token-form-schema.ts';
import { TokenForm } from './token-form.tsx';

export interface CreateTokenDialogProps {
  open: boolean;
  /** Only administrators may make a token that never expires. */
  canChooseNever: boolean;
  onClose: () => void;
  /** Gets the new token, whose secret is shown this once. */
  onCreated: (token: CreatedAccessToken) => void;
}

/** Asks for a name, a lifetime and an optional scope, then creates the token. */
export function CreateTokenDialog({ open, canChooseNever, onClose, onCreated }: CreateTokenDialogProps) {
  const formId = useId();
  const create = useCreateAccessToken();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Access Token"
      size="very-small"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} pending={create.isPending} submitLabel="Create" pendingLabel="Creating..." />}
    >
      <TokenForm
        formId={formId}
        canChooseNever={canChooseNever}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(toCreateRequest(values)).catch(() => null);
          if (created) onCreated(created);
        }}
      />
    </Modal>
  );
}
