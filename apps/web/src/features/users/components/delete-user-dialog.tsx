import { Modal } from '../../../ui/modal/modal.tsx';
import { useDeleteUser } from '../api/delete-user.ts';
import type { User } from '../api/list-users.ts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';

export interface DeleteUserDialogProps {
  user: User | null;
  onClose: () => void;
}

/** Deleting a user always asks first (spec 001 §4). */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Delete User"
      size="very-small"
      expandable={false}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={remove.isPending}
            onClick={() => {
              if (user) remove.mutateAsync(user.id).then(onClose, () => undefined);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        Are you sure you want to delete <strong>{user?.name}</strong>?
      </p>
    </Modal>
  );
}
