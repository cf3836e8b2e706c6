import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';

export interface IncidentSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  options: readonly { value: string; label?: string }[];
  error?: string;
  /** A long list (configs, components): a search box filters the choices. */
  searchable?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled kit Select or Combobox bound to a form field, with the field's error under it. */
export function IncidentSelectField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  error,
  searchable = false,
  placeholder,
  disabled,
}: IncidentSelectFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error}>
          {searchable ? (
            <Combobox
              id={id}
              label={label}
              value={String(field.value ?? '')}
              options={options}
              onChange={field.onChange}
              placeholder={placeholder}
              disabled={disabled}
              className="w-full"
            />
          ) : (
            <Select
              id={id}
              value={String(field.value ?? '')}
              options={options.map((option) => ({ value: option.value, label: option.label ?? option.value }))}
              onChange={field.onChange}
              placeholder={placeholder}
              invalid={Boolean(error)}
              disabled={disabled}
              className="w-full"
            />
          )}
        </FormField>
      )}
    />
  );
}
