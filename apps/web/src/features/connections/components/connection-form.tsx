import type { ConnectionField, ConnectionTypeDefinition } from '@vigil/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import {
  type ConnectionFieldValue,
  type ConnectionFormValues,
  connectionFormErrors,
} from '../utils/connection-form-values.ts';
import { ConnectionFieldInput } from './connection-field-input.tsx';

export interface ConnectionFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  definition: ConnectionTypeDefinition;
  defaultValues: ConnectionFormValues;
  /** Shows the values without letting them change (no write permission, or managed elsewhere). */
  readOnly: boolean;
  onSubmit: (values: ConnectionFormValues) => Promise<void> | void;
}

// Addresses, text areas and switches take the whole row; short values sit two to a row.
const isWide = (field: ConnectionField) => field.key === 'url' || field.kind === 'textarea' || field.kind === 'switch';

/** The form of one connection type, drawn from its fields in @vigil/domain (spec 001 §5). */
export function ConnectionForm({ formId, definition, defaultValues, readOnly, onSubmit }: ConnectionFormProps) {
  const ids = useId();
  const [values, setValues] = useState(defaultValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = connectionFormErrors(values, definition);
  const shown = (key: string) => (submitted || touched.has(key) ? errors[key] : undefined);
  const touch = (key: string) => setTouched((current) => new Set(current).add(key));
  const setField = (key: string, value: ConnectionFieldValue) => setValues((current) => ({ ...current, fields: { ...current.fields, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (readOnly || Object.keys(errors).length > 0) return;
    void onSubmit(values);
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex items-center gap-2 text-sm text-gray-600">
        <Icon name={definition.type} size={20} />
        <span className="font-medium text-gray-900">{definition.label}</span>
        <span>connection</span>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${ids}-name`} label="Name *" error={shown('name')}>
          <input
            id={`${ids}-name`}
            value={values.name}
            disabled={readOnly}
            aria-required
            autoComplete="off"
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
            onBlur={() => touch('name')}
          />
        </FormField>
        <FormField id={`${ids}-namespace`} label="Namespace *" error={shown('namespace')}>
          <input
            id={`${ids}-namespace`}
            value={values.namespace}
            disabled={readOnly}
            aria-required
            autoComplete="off"
            onChange={(event) => setValues((current) => ({ ...current, namespace: event.target.value }))}
            onBlur={() => touch('namespace')}
          />
        </FormField>
        {definition.fields.map((field, index) => (
          <div key={field.key} className={isWide(field) ? 'sm:col-span-2' : ''}>
            <ConnectionFieldInput
              id={`${ids}-field-${index}`}
              field={field}
              value={values.fields[field.key] ?? ''}
              error={shown(field.key)}
              disabled={readOnly}
              onChange={(value) => setField(field.key, value)}
              onBlur={() => touch(field.key)}
            />
          </div>
        ))}
      </div>
    </form>
  );
}
