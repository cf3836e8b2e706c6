import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { AgentFormValues } from '../utils/agent-form-schema.ts';
import { SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';

export interface PropertiesEditorProps {
  control: Control<AgentFormValues>;
  register: UseFormRegister<AgentFormValues>;
  errors: FieldErrors<AgentFormValues>['properties'];
}

const INPUT = 'min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm';

/** Key/value labels the agent adds to every resource it creates. */
export function PropertiesEditor({ control, register, errors }: PropertiesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'properties' });
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="font-medium text-gray-700">Properties</legend>
      <p className="text-xs text-gray-500">Labels added to all resources the agent creates.</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input {...register(`properties.${index}.key`)} aria-label={`Property ${index + 1} key`} placeholder="Key" className={INPUT} />
            <input
              {...register(`properties.${index}.value`)}
              aria-label={`Property ${index + 1} value`}
              placeholder="Value"
              className={INPUT}
            />
            <button
              type="button"
              aria-label={`Remove property ${index + 1}`}
              onClick={() => remove(index)}
              className="rounded p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          {errors?.[index]?.key?.message && (
            <p role="alert" className="text-xs text-red-600">
              {errors[index].key.message}
            </p>
          )}
        </div>
      ))}
      <button type="button" className={`${SECONDARY_BUTTON} self-start`} onClick={() => append({ key: '', value: '' })}>
        <Plus aria-hidden className="size-4" />
        Add property
      </button>
    </fieldset>
  );
}
