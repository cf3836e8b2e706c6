import type { ReactNode } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../button/button-styles.ts';
import { Modal } from '../modal/modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** Escape, the close button or a click on the background. */
  onClose: () => void;
  title: ReactNode;
  /** The question. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** What the cancel button does; default onClose. */
  onCancel?: () => void;
  /** 'danger' (the default) for an answer that destroys something. */
  tone?: 'danger' | 'primary';
  /** The confirmed action runs: the confirm button is disabled and shows pendingLabel. */
  pending?: boolean;
  pendingLabel?: string;
}

/** A small question before an action: cancel or confirm, nothing else. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel = onClose,
  tone = 'danger',
  pending = false,
  pendingLabel = confirmLabel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="very-small"
      expandable={false}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={tone === 'danger' ? DANGER_BUTTON : PRIMARY_BUTTON} disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
