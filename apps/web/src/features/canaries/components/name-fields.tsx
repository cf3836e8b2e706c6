import { useId } from 'react';

interface TextField {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const INPUT = 'rounded-md border border-gray-300 px-3 py-2 read-only:bg-gray-100';

/** Name and namespace of a canary, for forms that keep them in their own state. */
export function NameFields({ name, namespace, readOnly }: { name: TextField; namespace: TextField; readOnly: boolean }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-4 text-sm">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="font-medium text-gray-700">
          Name
        </label>
        <input id={`${id}-name`} className={INPUT} value={name.value} readOnly={readOnly} onChange={(event) => name.onChange(event.target.value)} />
        {name.error && (
          <p role="alert" className="text-xs text-red-600">
            {name.error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-namespace`} className="font-medium text-gray-700">
          Namespace
        </label>
        <input id={`${id}-namespace`} className={INPUT} value={namespace.value} readOnly={readOnly} onChange={(event) => namespace.onChange(event.target.value)} />
      </div>
    </div>
  );
}
