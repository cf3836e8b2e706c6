import { type FormEvent, useId, useState } from 'react';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { formatSpecYaml, parseSpecText, unsavedSpecHint, type SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import type { IncidentRuleInput } from '../api/incident-rule.types.ts';

/** A whole IncidentRule document pasted into the editor must be of this kind (`/api/schemas/IncidentRule.schema.json`). */
export const INCIDENT_RULE_DOCUMENT: SpecDocumentKind = { apiVersion: 'mission-control.flanksource.com/v1', kind: 'IncidentRule' };

export interface IncidentRuleSpecFormProps {
  formId: string;
  initial: IncidentRuleInput;
  /** The name of a stored rule is fixed. */
  nameFixed: boolean;
  readOnly: boolean;
  /** A refusal from the server that names a spec field, shown at the editor. */
  serverError?: string | undefined;
  /** Told whenever the text starts or stops parsing, so the save can wait for valid text. */
  onValidityChange: (valid: boolean) => void;
  /** Told when the text changes, so an earlier refusal can be cleared. */
  onEdit: () => void;
  onSubmit: (rule: IncidentRuleInput) => void;
}

/** The rule's name and its spec as YAML (or JSON, or a whole IncidentRule document); text that does not parse is never saved. */
export function IncidentRuleSpecForm({ formId, initial, nameFixed, readOnly, serverError, onValidityChange, onEdit, onSubmit }: IncidentRuleSpecFormProps) {
  const nameId = useId();
  const [name, setName] = useState(initial.name);
  const [nameError, setNameError] = useState<string>();
  const [text, setText] = useState(() => formatSpecYaml(initial.spec));
  const [parsed, setParsed] = useState(() => parseSpecText(text, INCIDENT_RULE_DOCUMENT));

  const changeSpec = (next: string) => {
    const document = parseSpecText(next, INCIDENT_RULE_DOCUMENT);
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
        schemaKind={INCIDENT_RULE_DOCUMENT.kind}
        error={parsed.ok ? serverError : unsavedSpecHint(parsed.error)}
      />
    </form>
  );
}
