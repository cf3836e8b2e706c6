import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MISSING_DETAILS, featureFlagFormSchema, type FeatureFlagFormValues } from '../utils/feature-flag-form-schema.ts';
import { zodResolver } from '@hookform/resolvers/zod';

export interface FeatureFlagFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  defaultValues: FeatureFlagFormValues;
  /** A stored flag keeps its name: it is what the update is addressed by. */
  nameReadOnly: boolean;
  onSubmit: (values: FeatureFlagFormValues) => Promise<void> | void;
}

const FIELD =
  'flex flex-col gap-1 text-sm [&_input]:rounded-md [&_input]:border [&_input]:border-gray-300 [&_input]:px-3 [&_input]:py-2 [&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-gray-300 [&_textarea]:px-3 [&_textarea]:py-2';

export function FeatureFlagForm({ formId, defaultValues, nameReadOnly, onSubmit }: FeatureFlagFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeatureFlagFormValues>({ defaultValues, resolver: zodResolver(featureFlagFormSchema) });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {(errors.name || errors.value) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {MISSING_DETAILS}
        </p>
      )}
      <div className={FIELD}>
        <label htmlFor={`${ids}-name`} className="font-medium text-gray-700">
          Name
        </label>
        <input {...register('name')} id={`${ids}-name`} readOnly={nameReadOnly} className="read-only:bg-gray-100" />
      </div>
      <div className={FIELD}>
        <label htmlFor={`${ids}-value`} className="font-medium text-gray-700">
          Value
        </label>
        <input {...register('value')} id={`${ids}-value`} />
      </div>
      <div className={FIELD}>
        <label htmlFor={`${ids}-description`} className="font-medium text-gray-700">
          Description
        </label>
        <textarea {...register('description')} id={`${ids}-description`} rows={3} />
      </div>
    </form>
  );
}
