import { useId, useState } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import type { ResponderTeam } from '#src/features/incidents/api/incident-responder.types.ts';
import type { ResponderField } from './responder-kinds.ts';
import { INSTANCE_FIELD, INVALID_VALUE, PRIORITY_CHOICES, changeField, formFieldsOf, isEnabled, isLocked, missingFields } from './responder-form-rules.ts';
import type { TeamResponderClient } from './team-responder-clients.ts';

export interface TeamResponderFormProps {
  team: ResponderTeam;
  kind: string;
  client: TeamResponderClient;
  fields: Record<string, string>;
  onChange: (fields: Record<string, string>) => void;
}

function hintOf(field: ResponderField, client: TeamResponderClient): string | undefined {
  if (isLocked(field.name, client)) return 'Set by the team';
  const fallback = client.defaults[field.name];
  return fallback === undefined ? undefined : `Default: ${fallback}`;
}

/** The Save Team Responder step: the kind's fields, the team's values locked and its defaults shown. */
export function TeamResponderForm({ team, kind, client, fields, onChange }: TeamResponderFormProps) {
  const formId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const missing = new Set(missingFields(kind, fields, client));
  const touch = (name: string) => setTouched((before) => new Set(before).add(name));
  const set = (name: string, value: string) => {
    onChange(changeField(kind, fields, name, value, client));
    touch(name);
  };

  const control = (field: ResponderField, id: string, invalid: boolean) => {
    const value = fields[field.name] ?? '';
    const enabled = isEnabled(kind, field.name, fields, client);
    if (field.name === INSTANCE_FIELD || (field.name === 'priority' && PRIORITY_CHOICES[kind])) {
      const options =
        field.name === INSTANCE_FIELD
          ? [{ value: team.id, label: client.target ? `${team.name} (${client.target})` : team.name }]
          : (PRIORITY_CHOICES[kind] ?? []).map((choice) => ({ value: choice, label: choice }));
      return <Select id={id} value={value} options={options} placeholder={`Select ${field.label}`} disabled={!enabled} invalid={invalid} onChange={(next) => set(field.name, next)} />;
    }
    const common = {
      id,
      value,
      readOnly: isLocked(field.name, client),
      disabled: !enabled && !isLocked(field.name, client),
      placeholder: client.defaults[field.name] ? 'Filled from the team default' : undefined,
      onBlur: () => touch(field.name),
    };
    return field.long ? (
      <textarea {...common} rows={3} className="w-full read-only:bg-gray-100 disabled:bg-gray-50" onChange={(event) => set(field.name, event.target.value)} />
    ) : (
      <input {...common} type="text" className={`${TEXT_INPUT} w-full disabled:bg-gray-50`} onChange={(event) => set(field.name, event.target.value)} />
    );
  };

  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {formFieldsOf(kind).map((field) => {
        const id = `${formId}-${field.name}`;
        const invalid = touched.has(field.name) && missing.has(field.name);
        return (
          <FormField key={field.name} id={id} label={field.label} hint={hintOf(field, client)} error={invalid ? INVALID_VALUE : undefined} className={field.long ? 'xl:col-span-2' : ''}>
            {control(field, id, invalid)}
          </FormField>
        );
      })}
    </div>
  );
}
