import { displayRole } from '@vigil/domain';
import { useId } from 'react';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import type { User } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { isInvitableRole } from '../utils/invitable-roles.ts';
import { UserForm } from './user-form.tsx';

export interface EditUserDialogProps {
  user: User | null;
  onClose: () => void;
  onDelete: (user: User) => void;
}

export function EditUserDialog({ user, onClose, onDelete }: EditUserDialogProps) {
  const formId = useId();
  const update = useUpdateUser();
  const shownRole = user ? displayRole(user.roles) : '';
  const previousRole = isInvitableRole(shownRole) ? shownRole : '';
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Edit User"
      size="very-small"
      footer={user && <FormDialogFooter formId={formId} onCancel={onClose} pending={update.isPending} onDelete={() => onDelete(user)} />}
    >
      {user && (
        <UserForm
          formId={formId}
          defaultValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email, role: previousRole }}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: user.id, ...values, previousRole }).then(onClose, () => undefined);
          }}
        />
      )}
    </Modal>
  );
}
