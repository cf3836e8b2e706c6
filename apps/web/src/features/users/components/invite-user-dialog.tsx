import { useId } from 'react';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useInviteUser } from '../api/invite-user.ts';
import { UserForm } from './user-form.tsx';

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
}

export function InviteUserDialog({ open, onClose }: InviteUserDialogProps) {
  const formId = useId();
  const invite = useInviteUser();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Invite User"
      size="very-small"
      footer={
        <FormDialogFooter formId={formId} onCancel={onClose} pending={invite.isPending} submitLabel="Invite" pendingLabel="Inviting..." />
      }
    >
      <UserForm
        formId={formId}
        onSubmit={async (values) => {
          await invite.mutateAsync(values).then(onClose, () => undefined);
        }}
      />
    </Modal>
  );
}
