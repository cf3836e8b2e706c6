import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CodeEditor } from '../code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint, type SpecDocumentKind } from '../code-editor/yaml-spec.ts';
import { FormField } from './form-field.tsx';

/** What the form edits and saves: a name, the spec, and a namespace where the resource has one. */
export interface NamedSpecValue {
  name: string;
  namespace?: string;
  spec: Record<string, unknown>;
}

/** A starting point the form's header may fill in (a template): its spec, and its name when none is typed yet. */
export interface NamedSpecStart {
  name: string;
  spec: Record<string, unknown>;
}

export interface NamedSpecFormProps {
  formId: string;
  /** The kind a whole document pasted into the editor must be; its schema drives completion. */
  document: SpecDocumentKind;
  initial: NamedSpecValue;
  /** The name (and namespace) of a stored resource is fixed. */
  nameFixed: boolean;
  readOnly: boolean;
  /** Shows a Namespace field beside the name; a blank one is saved as this. */
  namespaceDefault?: string | undefined;
  /** Shown above the fields of a resource being made, given a way to fill the form (a template picker). */
  header?: ((fill: (start: NamedSpecStart) => void) => ReactNode) | undefined;
  /** A refusal from the server that names a spec field, shown at the editor. */
  serverError?: string | undefined;
  /** Told whenever the text starts or stops parsing, so the save can wait for valid text. */
  onValidityChange: (valid: boolean) => void;
  /** Told when the text changes, so an earlier refusal can be cleared. */
  onEdit: () => void;
  onSubmit: (value: NamedSpecValue) => void;
}

/**
 * A resource's name (and namespace) and its spec as YAML (or JSON, or a whole document of its kind,
 * whose metadata fills a blank name); text that does not parse is never saved.
 */
export function NamedSpecForm({
  formId,
  document: kind,
  initial,
  nameFixed,
  readOnly,
  namespaceDefault,
  header,
  serverError,
  onValidityChange,
  onEdit,
  onSubmit,
}: NamedSpecFormProps) {
  const nameId = useId();
  const namespaceId = useId();
  const [name, setName] = useState(initial.name);
  const [namespace, setNamespace] = useState(initial.namespace ?? '');
  const [nameError, setNameError] = useState<string>();
  const [text, setText] = useState(() => formatSpecYaml(initial.spec));
  const [parsed, setParsed] = useState(() => parseSpecText(text, kind));
  const fixed = nameFixed || readOnly;
  const withNamespace = namespaceDefault !== undefined;

  const fillName = (next: string) => {
    setName(next);
    setNameError(undefined);
  };

  const changeSpec = (next: string) => {
    const parsedNext = parseSpecText(next, kind);
    setText(next);
    setParsed(parsedNext);
    onValidityChange(parsedNext.ok);
    onEdit();
    if (!parsedNext.ok || nameFixed) return;
    if (parsedNext.metadata?.name && name.trim() === '') fillName(parsedNext.metadata.name);
    if (withNamespace && parsedNext.metadata?.namespace && namespace.trim() === '') setNamespace(parsedNext.metadata.namespace);
  };

  const fill = (start: NamedSpecStart) => {
    changeSpec(formatSpecYaml(start.spec));
    if (name.trim() === '') fillName(start.name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    if (name.trim() === '') {
      setNameError('This field is required');
      return;
    }
    const value: NamedSpecValue = { name: name.trim(), spec: parsed.spec };
    if (withNamespace) value.namespace = namespace.trim() || namespaceDefault;
    onSubmit(value);
  };

  const nameField = (
    <FormField id={nameId} label="Name" error={nameError}>
      <input id={nameId} value={name} readOnly={fixed} onChange={(event) => fillName(event.target.value)} />
    </FormField>
  );

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {header && !fixed && header(fill)}
      {withNamespace ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {nameField}
          <FormField id={namespaceId} label="Namespace">
            <input id={namespaceId} value={namespace} placeholder={namespaceDefault} readOnly={fixed} onChange={(event) => setNamespace(event.target.value)} />
          </FormField>
        </div>
      ) : (
        nameField
      )}
      <CodeEditor
        label="Spec (YAML)"
        value={text}
        readOnly={readOnly}
        onChange={changeSpec}
        schemaKind={kind.kind}
        error={parsed.ok ? serverError : unsavedSpecHint(parsed.error)}
      />
    </form>
  );
}
