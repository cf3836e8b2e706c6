import { displayRole } from '@vigil/domain';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Modal } from '../../../ui/modal/modal.tsx';
import type { User } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { isInvitableRole } from '../utils/invitable-roles.ts';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';
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
      footer={
        user && (
          <>
            <button type="button" className={`${DANGER_BUTTON} mr-auto`} onClick={() => onDelete(user)}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
          </>
        )
      }
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
