import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CanaryFormValues } from '../utils/canary-form-schema.ts';
import { FormField } from '#src/ui/form/form-field.tsx';

export interface TcpCheckFieldsProps {
  form: UseFormReturn<CanaryFormValues>;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

/** One tcp check: name, endpoint (host:port) and threshold. */
export function TcpCheckFields({ form, index, disabled, onRemove }: TcpCheckFieldsProps) {
  const id = useId();
  const errors = form.formState.errors.tcp?.[index];
  return (
    <fieldset className="grid grid-cols-3 gap-x-4 gap-y-3 rounded-md border border-gray-200 bg-white p-4" aria-label={`TCP check ${index + 1}`} disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-gray-700">TCP check {index + 1}</legend>
      <FormField id={`${id}-name`} label="Check name" error={errors?.name?.message}>
        <input id={`${id}-name`} {...form.register(`tcp.${index}.name`)} />
      </FormField>
      <FormField id={`${id}-endpoint`} label="Endpoint" error={errors?.endpoint?.message}>
        <input id={`${id}-endpoint`} placeholder="host:port" {...form.register(`tcp.${index}.endpoint`)} />
      </FormField>
      <FormField id={`${id}-threshold`} label="Threshold (ms)" error={errors?.thresholdMillis?.message}>
        <input id={`${id}-threshold`} inputMode="numeric" {...form.register(`tcp.${index}.thresholdMillis`)} />
      </FormField>
      {!disabled && (
        <button type="button" onClick={onRemove} className="col-span-3 justify-self-end text-sm text-red-700 hover:underline">
          Remove TCP check {index + 1}
        </button>
      )}
    </fieldset>
  );
}
