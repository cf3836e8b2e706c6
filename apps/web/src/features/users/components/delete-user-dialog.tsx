import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { useDeleteUser } from '../api/delete-user.ts';
import type { User } from '../api/list-users.ts';

export interface DeleteUserDialogProps {
  user: User | null;
  onClose: () => void;
}

/** Deleting a user always asks first (spec 001 §4). */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      title="Delete User"
      confirmLabel="Delete"
      pending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => {
        if (user) remove.mutateAsync(user.id).then(onClose, () => undefined);
      }}
    >
      <p className="text-sm text-gray-700">
        Are you sure you want to delete <strong>{user?.name}</strong>?
      </p>
    </ConfirmDialog>
  );
}
