import { type ReactNode, useState } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../button/button-styles.ts';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';

export interface SpecEditorDeletion {
  /** The confirmation's title, as 'Delete Scraper'. */
  title: string;
  /** The question the confirmation asks. */
  question: ReactNode;
  /** The deletion runs: the confirm button is disabled and reads 'Deleting...'. */
  pending: boolean;
  /** Deletes; call `close` once the deletion has settled to close the confirmation. */
  onConfirm: (close: () => void) => void;
}

export interface SpecEditorFooterProps {
  /** The form the submit button submits, when the footer sits outside it. */
  formId?: string;
  /** No write access, or a spec managed elsewhere: neither submit nor Delete is offered. */
  readOnly: boolean;
  /** A save runs or the spec is not valid yet. */
  submitDisabled: boolean;
  /** Given for a stored spec: the submit button reads Update, and Delete asks for confirmation first. */
  deletion?: SpecEditorDeletion;
  /** Other actions, before Delete (Run Now); shown even when read-only. */
  children?: ReactNode;
  /** A refusal of the last save or delete that the editor does not show at a field, shown above the actions. */
  failure?: string | undefined;
}

/** The actions under a spec editor: Save for a new spec; Update, and Delete with its confirmation, for a stored one. */
export function SpecEditorFooter({ formId, readOnly, submitDisabled, deletion, children, failure }: SpecEditorFooterProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {(!readOnly || Boolean(children)) && (
        <div className="flex justify-end gap-2">
          {children}
          {deletion && !readOnly && (
            <button type="button" className={DANGER_BUTTON} onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
          {!readOnly && (
            <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={submitDisabled}>
              {deletion ? 'Update' : 'Save'}
            </button>
          )}
        </div>
      )}
      {deletion && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={deletion.title}
          confirmLabel="Delete"
          pending={deletion.pending}
          pendingLabel="Deleting..."
          onConfirm={() => deletion.onConfirm(() => setConfirming(false))}
        >
          {deletion.question}
        </ConfirmDialog>
      )}
    </>
  );
}
