import { isEditableInUi } from '@vigil/domain';
import { type FormEvent, useId, useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint } from '#src/ui/code-editor/yaml-spec.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { REQUIRED } from '../utils/parameter-rules.ts';
import { NEW_PLAYBOOK_SPEC, PLAYBOOK_DOCUMENT, PLAYBOOK_SCHEMA_KIND } from '../utils/new-playbook.ts';
import { specFieldRefusal } from '#src/ui/code-editor/spec-field-message.ts';
import { playbookTitle, type PlaybookRow } from '../api/playbook.types.ts';
import { useSavePlaybook } from '../api/save-playbook.ts';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

export interface PlaybookFormDialogProps {
  /** null for a new playbook. */
  playbook: PlaybookRow | null;
  onClose: () => void;
}

/** The title a pasted spec or whole document offers while the title is still empty. */
function offeredTitle(spec: Record<string, unknown>, metadataName: string | undefined): string | undefined {
  return typeof spec.title === 'string' && spec.title.trim() !== '' ? spec.title.trim() : metadataName;
}

/** Create or edit a playbook: title (required) and spec as YAML checked against the playbook-spec schema (spec 002 §2). */
export function PlaybookFormDialog({ playbook, onClose }: PlaybookFormDialogProps) {
  const formId = useId();
  const titleId = useId();
  const readOnly = playbook !== null && !isEditableInUi(playbook.source);
  const [title, setTitle] = useState(playbook ? playbookTitle(playbook) : '');
  const [titleError, setTitleError] = useState<string>();
  const [text, setText] = useState(() => (playbook ? formatSpecYaml(playbook.spec ?? {}) : NEW_PLAYBOOK_SPEC));
  const [parsed, setParsed] = useState(() => parseSpecText(text, PLAYBOOK_DOCUMENT));
  const save = useSavePlaybook(playbook?.id);
  const refusal = save.error ? save.error.message : undefined;
  const fieldRefusal = refusal ? specFieldRefusal(refusal) : undefined;

  const changeSpec = (next: string) => {
    const document = parseSpecText(next, PLAYBOOK_DOCUMENT);
    setText(next);
    setParsed(document);
    save.reset();
    const offered = document.ok ? offeredTitle(document.spec, document.metadata?.name) : undefined;
    if (offered && title.trim() === '') {
      setTitle(offered);
      setTitleError(undefined);
    }
  };

  const specEmpty = text.trim() === '' || (parsed.ok && Object.keys(parsed.spec).length === 0);
  const specError = specEmpty ? REQUIRED : !parsed.ok ? unsavedSpecHint(parsed.error) : fieldRefusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') setTitleError(REQUIRED);
    if (title.trim() === '' || specEmpty || !parsed.ok) return;
    save.mutate({ title: title.trim(), spec: parsed.spec }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="medium"
      title={playbook ? `${readOnly ? 'View' : 'Edit'} Playbook` : 'Create Playbook'}
      footer={
        readOnly ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Close
          </button>
        ) : (
          <FormDialogFooter formId={formId} onCancel={onClose} pending={save.isPending} submitLabel={playbook ? 'Update' : 'Save'} pendingLabel="Saving..." />
        )
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {readOnly && <ManagedElsewhereNotice what="playbook" origin={{ source: playbook.source }} />}
        <FormField id={titleId} label="Title" error={titleError}>
          <input
            id={titleId}
            value={title}
            readOnly={readOnly}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
          />
        </FormField>
        <CodeEditor label="Spec (YAML)" value={text} readOnly={readOnly} onChange={changeSpec} schemaKind={PLAYBOOK_SCHEMA_KIND} error={specError} />
        {refusal && !fieldRefusal && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  );
}
