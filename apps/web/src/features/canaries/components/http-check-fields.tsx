import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { type CanaryFormValues, HTTP_METHODS, METHODS_WITH_BODY } from '../utils/canary-form-schema.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';

export interface HttpCheckFieldsProps {
  form: UseFormReturn<CanaryFormValues>;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

const METHOD_OPTIONS = HTTP_METHODS.map((name) => ({ value: name, label: name }));

/** One http check: name, url, method (body only for POST and PUT), response codes, threshold and content. */
export function HttpCheckFields({ form, index, disabled, onRemove }: HttpCheckFieldsProps) {
  const id = useId();
  const { register, formState } = form;
  const errors = formState.errors.http?.[index];
  const method = useWatch({ control: form.control, name: `http.${index}.method` });
  return (
    <fieldset className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-gray-200 bg-white p-4" aria-label={`HTTP check ${index + 1}`} disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-gray-700">HTTP check {index + 1}</legend>
      <FormField id={`${id}-name`} label="Check name" error={errors?.name?.message}>
        <input id={`${id}-name`} {...register(`http.${index}.name`)} />
      </FormField>
      <FormField id={`${id}-url`} label="URL" error={errors?.url?.message}>
        <input id={`${id}-url`} {...register(`http.${index}.url`)} />
      </FormField>
      <FormField id={`${id}-method`} label="Method">
        <Controller
          control={form.control}
          name={`http.${index}.method`}
          render={({ field }) => (
            <Select
              id={`${id}-method`}
              value={field.value}
              options={METHOD_OPTIONS}
              disabled={disabled}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      <FormField id={`${id}-codes`} label="Response codes" error={errors?.responseCodes?.message}>
        <input id={`${id}-codes`} placeholder="200, 201" {...register(`http.${index}.responseCodes`)} />
      </FormField>
      <FormField id={`${id}-threshold`} label="Threshold (ms)" error={errors?.thresholdMillis?.message}>
        <input id={`${id}-threshold`} inputMode="numeric" {...register(`http.${index}.thresholdMillis`)} />
      </FormField>
      <FormField id={`${id}-content`} label="Response content">
        <input id={`${id}-content`} {...register(`http.${index}.responseContent`)} />
      </FormField>
      {METHODS_WITH_BODY.includes(method) && (
        <div className="col-span-2">
          <FormField id={`${id}-body`} label="Body">
            <textarea id={`${id}-body`} rows={3} className="font-mono" {...register(`http.${index}.body`)} />
          </FormField>
        </div>
      )}
      {!disabled && (
        <button type="button" onClick={onRemove} className="col-span-2 justify-self-end text-sm text-red-700 hover:underline">
          Remove HTTP check {index + 1}
        </button>
      )}
    </fieldset>
  );
}
