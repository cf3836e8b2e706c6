import { isEditableInUi } from '@vigil/domain';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotification } from '../api/get-notification.ts';
import { notificationLabel } from '../api/notification.types.ts';
import { useSendTestNotification } from '../api/send-test-notification.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { notificationFormValues, notificationWrite } from '../utils/notification-form-schema.ts';
import { NotificationForm } from './notification-form.tsx';

export interface EditNotificationDialogProps {
  /** The notification being edited; null keeps the dialog closed. */
  notificationId: string | null;
  onClose: () => void;
}

export function EditNotificationDialog({ notificationId, onClose }: EditNotificationDialogProps) {
  const formId = useId();
  const notification = useNotification(notificationId);
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const sendTest = useSendTestNotification();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [testEvent, setTestEvent] = useState<string | null>(null);
  const row = notification.data ?? null;
  const sampleEvent = testEvent !== null && row?.events.includes(testEvent) ? testEvent : (row?.events[0] ?? '');
  const editable = row !== null && isEditableInUi(row.source);

  const footer = row && (
    <>
      {row.events.length > 1 && (
        <Select
          label="Test event"
          className="w-56"
          value={sampleEvent}
          onChange={setTestEvent}
          options={row.events.map((event) => ({ value: event, label: event }))}
        />
      )}
      <button type="button" className={SECONDARY_BUTTON} disabled={sendTest.isPending || sampleEvent === ''} onClick={() => sendTest.mutate({ id: row.id, event: sampleEvent })}>
        <Send aria-hidden className="size-4" />
        {sendTest.isPending ? 'Sending...' : 'Send test'}
      </button>
      {editable ? (
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          pending={update.isPending}
          submitLabel="Update"
          pendingLabel="Updating..."
          busy={remove.isPending}
          onDelete={() => setConfirmingDelete(true)}
        />
      ) : (
        <button type="button" className={`${SECONDARY_BUTTON} ml-auto`} onClick={onClose}>
          Close
        </button>
      )}
    </>
  );

  return (
    <>
      <Modal open={notificationId !== null} onClose={onClose} title="Edit Notification" size="very-small" footer={footer}>
        {notification.isPending ? (
          <LoadingState label="Loading notification" />
        ) : notification.error ? (
          <ErrorPanel title="Could not load the notification" message={notification.error.message} onRetry={() => void notification.refetch()} />
        ) : row === null ? (
          <p className="text-sm text-gray-600">This notification no longer exists.</p>
        ) : (
          <div className="flex flex-col gap-4">
            {!editable && row.source && <ManagedElsewhereNotice what="notification" origin={{ source: row.source }} />}
            <NotificationForm
              key={row.id}
              formId={formId}
              readOnly={!editable}
              defaultValues={notificationFormValues(row)}
              onSubmit={async (values) => {
                const saved = await update
                  .mutateAsync({ id: row.id, ...notificationWrite(values) })
                  .then(() => true)
                  .catch(() => false);
                if (saved) onClose();
              }}
            />
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingDelete && row !== null}
        onClose={() => setConfirmingDelete(false)}
        title="Delete Notification"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (!row) return;
          remove.mutate(row.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              onClose();
            },
          });
        }}
      >
        Delete the notification {row ? `'${notificationLabel(row)}'` : ''}? Nothing more will be sent for it.
      </ConfirmDialog>
    </>
  );
}
