import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '#src/ui/form/form-field.tsx';
import { MISSING_DETAILS, featureFlagFormSchema, type FeatureFlagFormValues } from '../utils/feature-flag-form-schema.ts';

export interface FeatureFlagFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  defaultValues: FeatureFlagFormValues;
  /** A stored flag keeps its name: it is what the update is addressed by. */
  nameReadOnly: boolean;
  onSubmit: (values: FeatureFlagFormValues) => Promise<void> | void;
}

export function FeatureFlagForm({ formId, defaultValues, nameReadOnly, onSubmit }: FeatureFlagFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeatureFlagFormValues>({ defaultValues, resolver: zodResolver(featureFlagFormSchema) });

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      {/* The spec gives one message for a missing name or value, so it is shown once, above the fields. */}
      {(errors.name || errors.value) && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {MISSING_DETAILS}
        </p>
      )}
      <FormField
        id={`${ids}-name`}
        label="Name"
        hint={nameReadOnly ? 'A stored flag keeps its name.' : 'e.g. incidents.disable'}
      >
        <input {...register('name')} id={`${ids}-name`} readOnly={nameReadOnly} aria-invalid={errors.name ? true : undefined} />
      </FormField>
      <FormField id={`${ids}-value`} label="Value">
        <input {...register('value')} id={`${ids}-value`} aria-invalid={errors.value ? true : undefined} />
      </FormField>
      <FormField id={`${ids}-description`} label="Description">
        <textarea {...register('description')} id={`${ids}-description`} rows={3} />
      </FormField>
    </form>
  );
}
