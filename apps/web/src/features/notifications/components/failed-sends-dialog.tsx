import { Modal } from '#src/ui/modal/modal.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { type NotificationRow, notificationLabel } from '../api/notification.types.ts';

export interface FailedSendsDialogProps {
  /** The notification whose failures are shown; null keeps the dialog closed. */
  notification: NotificationRow | null;
  onClose: () => void;
}

/** What went wrong most often when sending a notification (spec 001 §2.7). */
export function FailedSendsDialog({ notification, onClose }: FailedSendsDialogProps) {
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification ? `${notificationLabel(notification)}: failed sends` : ''}
      size="very-small"
      expandable={false}
    >
      {notification && (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-gray-600">
            {notification.failed} {notification.failed === 1 ? 'send' : 'sends'} failed.
          </p>
          <h3 className={FIELD_LABEL}>Most common error</h3>
          <pre className="rounded-md border border-red-200 bg-red-50 p-3 font-mono text-xs whitespace-pre-wrap text-red-800">
            {notification.most_common_error || 'No error was recorded.'}
          </pre>
        </div>
      )}
    </Modal>
  );
}
