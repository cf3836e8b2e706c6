import { useId } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';

interface TextField {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Name and namespace of a canary, for forms that keep them in their own state. */
export function NameFields({ name, namespace, readOnly }: { name: TextField; namespace: TextField; readOnly: boolean }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-4">
      <FormField id={`${id}-name`} label="Name" error={name.error}>
        <input id={`${id}-name`} value={name.value} readOnly={readOnly} onChange={(event) => name.onChange(event.target.value)} />
      </FormField>
      <FormField id={`${id}-namespace`} label="Namespace" error={namespace.error}>
        <input
          id={`${id}-namespace`}
          value={namespace.value}
          readOnly={readOnly}
          onChange={(event) => namespace.onChange(event.target.value)}
        />
      </FormField>
    </div>
  );
}
