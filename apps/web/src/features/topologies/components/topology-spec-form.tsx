import { type FormEvent, useId, useState } from 'react';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint } from '#src/ui/code-editor/yaml-spec.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import type { TopologyInput, TopologyTemplate } from '../api/topology-settings.types.ts';
import { DEFAULT_TOPOLOGY_NAMESPACE, TOPOLOGY_DOCUMENT } from '../utils/topology-spec.ts';
import { TopologyTemplatePicker } from './topology-template-picker.tsx';

export interface TopologySpecFormProps {
  formId: string;
  initial: TopologyInput;
  /** Name and namespace of a stored topology are fixed; a new one may start from a template. */
  stored: boolean;
  readOnly: boolean;
  /** The template named in the address (`?template=`), chosen when the templates arrive. */
  initialTemplate?: string | undefined;
  /** A refusal from the server that names a spec field, shown at the editor. */
  serverError?: string | undefined;
  /** Told whenever the text starts or stops parsing, so the save can wait for valid text. */
  onValidityChange: (valid: boolean) => void;
  /** Told when the text changes, so an earlier refusal can be cleared. */
  onEdit: () => void;
  onSubmit: (topology: TopologyInput) => void;
}

/** Name, namespace and the spec as YAML (or JSON, or a whole Topology document); text that does not parse is never saved. */
export function TopologySpecForm({ formId, initial, stored, readOnly, initialTemplate, serverError, onValidityChange, onEdit, onSubmit }: TopologySpecFormProps) {
  const nameId = useId();
  const namespaceId = useId();
  const [name, setName] = useState(initial.name);
  const [namespace, setNamespace] = useState(initial.namespace);
  const [nameError, setNameError] = useState<string>();
  const [text, setText] = useState(() => formatSpecYaml(initial.spec));
  const [parsed, setParsed] = useState(() => parseSpecText(text, TOPOLOGY_DOCUMENT));
  const fixed = stored || readOnly;

  const changeSpec = (next: string) => {
    const document = parseSpecText(next, TOPOLOGY_DOCUMENT);
    setText(next);
    setParsed(document);
    onValidityChange(document.ok);
    onEdit();
    if (!document.ok || stored) return;
    if (document.metadata?.name && name.trim() === '') {
      setName(document.metadata.name);
      setNameError(undefined);
    }
    if (document.metadata?.namespace && namespace.trim() === '') setNamespace(document.metadata.namespace);
  };

  const applyTemplate = (template: TopologyTemplate) => {
    changeSpec(formatSpecYaml(template.spec));
    if (name.trim() === '') {
      setName(template.name);
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
    onSubmit({ name: name.trim(), namespace: namespace.trim() || DEFAULT_TOPOLOGY_NAMESPACE, spec: parsed.spec });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!fixed && <TopologyTemplatePicker initialTemplate={initialTemplate} onChoose={applyTemplate} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={nameId} label="Name" error={nameError}>
          <input
            id={nameId}
            value={name}
            readOnly={fixed}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
        </FormField>
        <FormField id={namespaceId} label="Namespace">
          <input id={namespaceId} value={namespace} placeholder={DEFAULT_TOPOLOGY_NAMESPACE} readOnly={fixed} onChange={(event) => setNamespace(event.target.value)} />
        </FormField>
      </div>
      <CodeEditor
        label="Spec (YAML)"
        value={text}
        readOnly={readOnly}
        onChange={changeSpec}
        schemaKind={TOPOLOGY_DOCUMENT.kind}
        error={parsed.ok ? serverError : unsavedSpecHint(parsed.error)}
      />
    </form>
  );
}
