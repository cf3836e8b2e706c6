import { type FormEvent, useState } from 'react';
import type { CanaryInput } from '../api/canary.types.ts';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint, type SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import { NameFields } from './name-fields.tsx';

/** A whole Canary document pasted into the editor must be of this kind. */
export const CANARY_DOCUMENT: SpecDocumentKind = { apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary' };

export interface CanaryJsonFormProps {
  formId: string;
  initial: CanaryInput;
  /** Name and namespace of a stored canary are fixed. */
  identityFixed: boolean;
  readOnly: boolean;
  /** A refusal from the server that names a spec field, shown under the editor. */
  serverError?: string | undefined;
  /** Told whenever the text starts or stops parsing, so the save can wait for valid text. */
  onValidityChange?: (valid: boolean) => void;
  /** Told when the text changes, so an earlier refusal can be cleared. */
  onEdit?: () => void;
  onSubmit: (canary: CanaryInput) => void;
}

/**
 * Name, namespace and the spec as YAML (or JSON, or a whole Canary document), for check types the
 * form does not cover. Text that does not parse is never saved (docs/decisions/0015).
 */
export function CanaryJsonForm({ formId, initial, identityFixed, readOnly, serverError, onValidityChange, onEdit, onSubmit }: CanaryJsonFormProps) {
  const [name, setName] = useState(initial.name);
  const [namespace, setNamespace] = useState(initial.namespace);
  const [text, setText] = useState(() => formatSpecYaml(initial.spec));
  const [parsed, setParsed] = useState(() => parseSpecText(text, CANARY_DOCUMENT));
  const [nameError, setNameError] = useState<string>();

  const changeSpec = (next: string) => {
    const document = parseSpecText(next, CANARY_DOCUMENT);
    setText(next);
    setParsed(document);
    onValidityChange?.(document.ok);
    onEdit?.();
    if (!document.ok || identityFixed || !document.metadata) return;
    const { name: documentName, namespace: documentNamespace } = document.metadata;
    if (documentName && name.trim() === '') {
      setName(documentName);
      setNameError(undefined);
    }
    if (documentNamespace && (namespace.trim() === '' || namespace === initial.namespace)) setNamespace(documentNamespace);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    if (name.trim() === '') {
      setNameError('This field is required');
      return;
    }
    onSubmit({ name: name.trim(), namespace: namespace.trim() || 'default', spec: parsed.spec });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameFields
        name={{ value: name, onChange: (value) => { setName(value); setNameError(undefined); }, error: nameError }}
        namespace={{ value: namespace, onChange: setNamespace }}
        readOnly={identityFixed || readOnly}
      />
      <CodeEditor
        label="Spec (YAML)"
        value={text}
        readOnly={readOnly}
        onChange={changeSpec}
        schemaKind={CANARY_DOCUMENT.kind}
        error={parsed.ok ? serverError : unsavedSpecHint(parsed.error)}
      />
    </form>
  );
}
