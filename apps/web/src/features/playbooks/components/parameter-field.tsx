import type { PlaybookParameter } from '@vigil/domain';
import { useId, useState } from 'react';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_ERROR, FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { useDirectory } from '../api/list-people-and-teams.ts';
import { booleanProperty, listOptions } from '../utils/parameter-rules.ts';
import { ResourceSearch } from './resource-search.tsx';

export interface ParameterFieldProps {
  parameter: PlaybookParameter;
  value: string;
  /** Shown once the field was touched or Run was pressed. */
  error: string | undefined;
  onChange: (value: string) => void;
  onTouched: () => void;
}

function DirectoryPicker({ id, kind, label, value, onChange }: { id: string; kind: 'people' | 'team'; label: string; value: string; onChange: (value: string) => void }) {
  const entries = useDirectory(kind);
  const options = (entries.data ?? []).map((entry) => ({ value: entry.id, label: entry.email ? `${entry.name} (${entry.email})` : entry.name }));
  return <Combobox id={id} label={label} value={value} options={options} onChange={onChange} placeholder={entries.isPending ? 'Loading...' : 'Select...'} className="w-full" />;
}

/** A picked config, check or component keeps its name beside the id the run is given. */
function ResourceParameter({ parameter, value, error, onChange, onTouched }: ParameterFieldProps & { parameter: { type: 'config' | 'check' | 'component' } }) {
  const [name, setName] = useState<string>(value);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className={FIELD_LABEL}>{parameter.label || parameter.name}</span>
      <ResourceSearch
        type={parameter.type}
        label={parameter.label || parameter.name}
        value={value ? { id: value, name } : null}
        invalid={error !== undefined}
        onChange={(chosen) => {
          setName(chosen?.name ?? '');
          onChange(chosen?.id ?? '');
          onTouched();
        }}
      />
      {parameter.description && <p className="text-xs text-gray-500">{parameter.description}</p>}
      {error && (
        <p role="alert" className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  );
}

/** One parameter of a playbook, drawn for its type (spec 002 §3), its error under it. */
export function ParameterField(props: ParameterFieldProps) {
  const { parameter, value, error, onChange, onTouched } = props;
  const id = useId();
  const label = parameter.label || parameter.name;
  const pick = (next: string) => {
    onChange(next);
    onTouched();
  };
  const hint = parameter.description || undefined;
  switch (parameter.type) {
    case 'checkbox':
      return <Checkbox label={label} checked={value === 'true'} onChange={(checked) => onChange(String(checked))} />;
    case 'code':
      return <CodeEditor label={label} value={value} onChange={pick} error={error} />;
    case 'list':
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          <Select id={id} value={value} options={listOptions(parameter)} onChange={pick} invalid={error !== undefined} className="w-full" />
        </FormField>
      );
    case 'people':
    case 'team':
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          <DirectoryPicker id={id} kind={parameter.type} label={label} value={value} onChange={pick} />
        </FormField>
      );
    case 'config':
    case 'check':
    case 'component':
      return <ResourceParameter {...props} parameter={{ ...parameter, type: parameter.type }} />;
    default:
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          {booleanProperty(parameter, 'multiline') ? (
            <textarea id={id} rows={4} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onTouched} />
          ) : (
            <input
              id={id}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onTouched}
            />
          )}
        </FormField>
      );
  }
}
