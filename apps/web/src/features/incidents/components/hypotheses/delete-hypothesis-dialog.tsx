import { DANGER_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Modal } from '#src/ui/modal/modal.tsx';

export interface DeleteHypothesisDialogProps {
  title: string;
  onClose: () => void;
  onDelete: () => void;
  /** Absent when the hypothesis is already disproven. */
  onDisprove?: (() => void) | undefined;
}

/** Asks before deleting a hypothesis and offers to disprove it instead (spec 002 §4). */
export function DeleteHypothesisDialog({ title, onClose, onDelete, onDisprove }: DeleteHypothesisDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Delete hypothesis"
      size="very-small"
      expandable={false}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          {onDisprove && (
            <button type="button" className={SECONDARY_BUTTON} onClick={onDisprove}>
              Disprove instead
            </button>
          )}
          <button type="button" className={DANGER_BUTTON} onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        Delete &quot;{title}&quot; with its comments and evidence? Disproving it instead keeps what was learned.
      </p>
    </Modal>
  );
}
