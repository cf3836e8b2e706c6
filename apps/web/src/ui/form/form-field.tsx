import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The id of the control inside, so the label points at it. */
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

const CONTROL_STYLES = [
  '[&_input]:rounded-md [&_input]:border [&_input]:border-gray-300 [&_input]:px-3 [&_input]:py-2 [&_input]:read-only:bg-gray-100',
  '[&_select]:rounded-md [&_select]:border [&_select]:border-gray-300 [&_select]:px-3 [&_select]:py-2',
  '[&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-gray-300 [&_textarea]:px-3 [&_textarea]:py-2',
].join(' ');

/** A labelled control with its validation message underneath. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${CONTROL_STYLES}`}>
      <label htmlFor={id} className="font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
