import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FIELD_ERROR, FIELD_HINT, FIELD_LABEL, FOCUS_RING, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import type { AgentFormValues } from '../utils/agent-form-schema.ts';

export interface PropertiesEditorProps {
  control: Control<AgentFormValues>;
  register: UseFormRegister<AgentFormValues>;
  errors: FieldErrors<AgentFormValues>['properties'];
}

/** Key/value labels the agent adds to every resource it creates. */
export function PropertiesEditor({ control, register, errors }: PropertiesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'properties' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${FIELD_LABEL} float-left mb-1 w-full`}>Properties</legend>
      {fields.map((field, index) => {
        const keyError = errors?.[index]?.key?.message;
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                {...register(`properties.${index}.key`)}
                aria-label={`Property ${index + 1} key`}
                aria-invalid={keyError ? true : undefined}
                placeholder="Key"
                className={`${TEXT_INPUT} flex-1`}
              />
              <input
                {...register(`properties.${index}.value`)}
                aria-label={`Property ${index + 1} value`}
                placeholder="Value"
                className={`${TEXT_INPUT} flex-1`}
              />
              <Tooltip content="Remove property">
                <button
                  type="button"
                  aria-label={`Remove property ${index + 1}`}
                  onClick={() => remove(index)}
                  className={`rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-800 ${FOCUS_RING}`}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </Tooltip>
            </div>
            {keyError && (
              <p role="alert" className={FIELD_ERROR}>
                {keyError}
              </p>
            )}
          </div>
        );
      })}
      <p className={FIELD_HINT}>Labels added to all resources the agent creates.</p>
      <button type="button" className={`${SECONDARY_BUTTON} self-start`} onClick={() => append({ key: '', value: '' })}>
        <Plus aria-hidden className="size-4" />
        Add property
      </button>
    </fieldset>
  );
}
