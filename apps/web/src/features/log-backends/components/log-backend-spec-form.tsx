import { type FormEvent, useId, useState } from 'react';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint } from '#src/ui/code-editor/yaml-spec.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import type { LogBackendInput } from '../api/log-backend.types.ts';
import { LOG_BACKEND_DOCUMENT } from '../utils/log-backend-spec.ts';

export interface LogBackendSpecFormProps {
  formId: string;
  initial: LogBackendInput;
  /** The name of a stored backend is fixed. */
  nameFixed: boolean;
  readOnly: boolean;
  /** A refusal from the server that names a spec field, shown at the editor. */
  serverError?: string | undefined;
  /** Told whenever the text starts or stops parsing, so the save can wait for valid text. */
  onValidityChange: (valid: boolean) => void;
  /** Told when the text changes, so an earlier refusal can be cleared. */
  onEdit: () => void;
  onSubmit: (backend: LogBackendInput) => void;
}

/** The backend's name and its spec as YAML (or JSON, or a whole LoggingBackend document); text that does not parse is never saved. */
export function LogBackendSpecForm({ formId, initial, nameFixed, readOnly, serverError, onValidityChange, onEdit, onSubmit }: LogBackendSpecFormProps) {
  const nameId = useId();
  const [name, setName] = useState(initial.name);
  const [nameError, setNameError] = useState<string>();
  const [text, setText] = useState(() => formatSpecYaml(initial.spec));
  const [parsed, setParsed] = useState(() => parseSpecText(text, LOG_BACKEND_DOCUMENT));

  const changeSpec = (next: string) => {
    const document = parseSpecText(next, LOG_BACKEND_DOCUMENT);
    setText(next);
    setParsed(document);
    onValidityChange(document.ok);
    onEdit();
    const documentName = document.ok ? document.metadata?.name : undefined;
    if (documentName && !nameFixed && name.trim() === '') {
      setName(documentName);
      setNameError(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    if (name.trim() === '') {
      setNameError('This field is required');
      return;
    }
    onSubmit({ name: name.trim(), spec: parsed.spec });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id={nameId} label="Name" error={nameError}>
        <input
          id={nameId}
          value={name}
          readOnly={nameFixed || readOnly}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
      </FormField>
      <CodeEditor
        label="Spec (YAML)"
        value={text}
        readOnly={readOnly}
        onChange={changeSpec}
        schemaKind={LOG_BACKEND_DOCUMENT.kind}
        error={parsed.ok ? serverError : unsavedSpecHint(parsed.error)}
      />
    </form>
  );
}
