import { type FormEvent, useState } from 'react';
import type { CanaryInput, CanarySpec } from '../api/canary.types.ts';
import { CodeEditor } from '../../../ui/code-editor/code-editor.tsx';
import { NameFields } from './name-fields.tsx';

export const INVALID_JSON_IGNORED = 'Not valid JSON: the last valid spec is kept';
export const SPEC_NOT_AN_OBJECT = 'The spec must be a JSON object';

export interface CanaryJsonFormProps {
  formId: string;
  initial: CanaryInput;
  /** Name and namespace of a stored canary are fixed. */
  identityFixed: boolean;
  readOnly: boolean;
  onSubmit: (canary: CanaryInput) => void;
}

function parseSpec(text: string): CanarySpec | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CanarySpec) : null;
  } catch {
    return null;
  }
}

/** Name, namespace and the spec as JSON, for check types the form does not cover. Text that does not parse is ignored. */
export function CanaryJsonForm({ formId, initial, identityFixed, readOnly, onSubmit }: CanaryJsonFormProps) {
  const [name, setName] = useState(initial.name);
  const [namespace, setNamespace] = useState(initial.namespace);
  const [text, setText] = useState(() => JSON.stringify(initial.spec, null, 2));
  const [spec, setSpec] = useState<CanarySpec>(initial.spec);
  const [nameError, setNameError] = useState<string>();
  const parsed = parseSpec(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError('This field is required');
      return;
    }
    onSubmit({ name: name.trim(), namespace: namespace.trim() || 'default', spec });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameFields
        name={{ value: name, onChange: (value) => { setName(value); setNameError(undefined); }, error: nameError }}
        namespace={{ value: namespace, onChange: setNamespace }}
        readOnly={identityFixed || readOnly}
      />
      <CodeEditor
        label="Spec (JSON)"
        value={text}
        readOnly={readOnly}
        onChange={(next) => {
          setText(next);
          const value = parseSpec(next);
          if (value) setSpec(value);
        }}
        error={parsed ? undefined : INVALID_JSON_IGNORED}
      />
    </form>
  );
}
