import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import type { CanaryInput } from '../api/canary.types.ts';
import { type CanaryFormValues, NEW_HTTP_CHECK, NEW_TCP_CHECK, canaryFormSchema } from '../utils/canary-form-schema.ts';
import { formToSpec } from '../utils/canary-spec-form.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { HttpCheckFields } from './http-check-fields.tsx';
import { TcpCheckFields } from './tcp-check-fields.tsx';

export interface CanaryFormProps {
  formId: string;
  defaultValues: CanaryFormValues;
  identityFixed: boolean;
  readOnly: boolean;
  onSubmit: (canary: CanaryInput) => void;
}

/** The form for canaries made only of http and tcp checks. */
export function CanaryForm({ formId, defaultValues, identityFixed, readOnly, onSubmit }: CanaryFormProps) {
  const id = useId();
  const form = useForm<CanaryFormValues>({ defaultValues, mode: 'all', resolver: zodResolver(canaryFormSchema) });
  const http = useFieldArray({ control: form.control, name: 'http' });
  const tcp = useFieldArray({ control: form.control, name: 'tcp' });
  const { register, formState } = form;
  const checksError = (formState.errors as { checks?: { message?: string } }).checks?.message;

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          onSubmit({ name: values.name.trim(), namespace: values.namespace.trim(), spec: formToSpec(values) }),
        )(event)
      }
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <FormField id={`${id}-name`} label="Name" error={formState.errors.name?.message}>
          <input id={`${id}-name`} readOnly={identityFixed || readOnly} {...register('name')} />
        </FormField>
        <FormField id={`${id}-namespace`} label="Namespace" error={formState.errors.namespace?.message}>
          <input id={`${id}-namespace`} readOnly={identityFixed || readOnly} {...register('namespace')} />
        </FormField>
        <FormField id={`${id}-schedule`} label="Schedule" hint="A cron expression or @every 1m" error={formState.errors.schedule?.message}>
          <input id={`${id}-schedule`} readOnly={readOnly} {...register('schedule')} />
        </FormField>
      </div>
      {http.fields.map((field, index) => (
        <HttpCheckFields key={field.id} form={form} index={index} disabled={readOnly} onRemove={() => http.remove(index)} />
      ))}
      {tcp.fields.map((field, index) => (
        <TcpCheckFields key={field.id} form={form} index={index} disabled={readOnly} onRemove={() => tcp.remove(index)} />
      ))}
      {checksError && (
        <p role="alert" className="text-sm text-red-600">
          {checksError}
        </p>
      )}
      {!readOnly && (
        <div className="flex gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={() => http.append({ ...NEW_HTTP_CHECK })}>
            Add HTTP check
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => tcp.append({ ...NEW_TCP_CHECK })}>
            Add TCP check
          </button>
        </div>
      )}
    </form>
  );
}
