import { Modal } from './modal.tsx';

export interface FeaturePendingDialogProps {
  title: string;
  /** What the user asked for and which feature will bring it. */
  message: string;
  onClose: () => void;
}

/** Says that an action arrives with a feature that is not part of this build yet. */
export function FeaturePendingDialog({ title, message, onClose }: FeaturePendingDialogProps) {
  return (
    <Modal open onClose={onClose} title={title} size="very-small" expandable={false}>
      <p className="text-sm text-gray-700">{message}</p>
    </Modal>
  );
}
