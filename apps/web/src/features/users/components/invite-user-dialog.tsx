import { useId } from 'react';
import { Modal } from '../../../ui/modal/modal.tsx';
import { useInviteUser } from '../api/invite-user.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';
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
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={invite.isPending}>
            {invite.isPending ? 'Inviting...' : 'Invite'}
          </button>
        </>
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
