import { Trash2 } from 'lucide-react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../button/button-styles.ts';

export interface FormDialogFooterProps {
  /** The id of the form the submit button submits. */
  formId: string;
  onCancel: () => void;
  /** The submission runs: the submit button is disabled and shows pendingLabel. */
  pending: boolean;
  /** Default 'Save'. */
  submitLabel?: string;
  /** Default 'Saving...'. */
  pendingLabel?: string;
  /** Something else of the dialog runs (a deletion): submit and delete are disabled. */
  busy?: boolean;
  /** Offers Delete at the start of the footer. */
  onDelete?: () => void;
}

/** The actions of a dialog around a form: Delete (when offered), Cancel and submit. */
export function FormDialogFooter({
  formId,
  onCancel,
  pending,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  busy = false,
  onDelete,
}: FormDialogFooterProps) {
  return (
    <>
      {onDelete && (
        <button type="button" className={`${DANGER_BUTTON} mr-auto`} disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </button>
      )}
      <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={pending || busy}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
