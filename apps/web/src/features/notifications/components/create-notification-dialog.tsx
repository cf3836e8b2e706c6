import { useId } from 'react';
import { useCurrentUser } from '#src/api/current-user/get-current-user.ts';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateNotification } from '../api/create-notification.ts';
import { notificationWrite } from '../utils/notification-form-schema.ts';
import { NotificationForm } from './notification-form.tsx';

export interface CreateNotificationDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CreateNotificationDialog({ open, onClose }: CreateNotificationDialogProps) {
  const formId = useId();
  const create = useCreateNotification();
  const me = useCurrentUser().data?.user.id;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Notification"
      size="very-small"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} pending={create.isPending} />}
    >
      <NotificationForm
        formId={formId}
        onSubmit={async (values) => {
          const created = await create
            .mutateAsync({ ...notificationWrite(values), ...(me ? { created_by: me } : {}) })
            .then(() => true)
            .catch(() => false);
          if (created) onClose();
        }}
      />
    </Modal>
  );
}
