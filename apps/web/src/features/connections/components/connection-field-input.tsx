import { type ConnectionField, isSecretField } from '@vigil/domain';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { Switch } from '#src/ui/switch/switch.tsx';
import { type ConnectionFieldValue, fieldHint } from '../utils/connection-form-values.ts';

export interface ConnectionFieldInputProps {
  id: string;
  field: ConnectionField;
  value: ConnectionFieldValue;
  error?: string | undefined;
  disabled: boolean;
  onChange: (value: ConnectionFieldValue) => void;
  onBlur: () => void;
}

/** One field of a connection type, drawn by its kind: text, number, secret, text area, switch or choice. */
export function ConnectionFieldInput({ id, field, value, error, disabled, onChange, onBlur }: ConnectionFieldInputProps) {
  if (field.kind === 'switch') {
    return <Switch label={field.label} checked={value === true} disabled={disabled} onChange={onChange} />;
  }
  const text = typeof value === 'string' ? value : '';
  const label = field.required ? `${field.label} *` : field.label;
  const common = { id, value: text, disabled, onBlur, 'aria-required': field.required || undefined };
  let control;
  if (field.kind === 'select') {
    const options = (field.options ?? []).map((option) => ({ value: option, label: option }));
    control = <Select id={id} value={text} options={options} disabled={disabled} invalid={Boolean(error)} onChange={onChange} className="w-full" />;
  } else if (field.kind === 'textarea') {
    control = <textarea {...common} rows={5} spellCheck={false} className="font-mono text-xs" onChange={(event) => onChange(event.target.value)} />;
  } else {
    // A stored secret reads `***`; shown as dots it could not be told from a typed value.
    const masked = isSecretField(field) && text !== '***';
    control = (
      <input
        {...common}
        type={masked ? 'password' : 'text'}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <FormField id={id} label={label} hint={fieldHint(field)} error={error}>
      {control}
    </FormField>
  );
}
