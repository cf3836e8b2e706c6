import { type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react';
import { FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from '../styles/kit-classes.ts';

export interface FormFieldProps {
  /** The id of the control inside, so the label points at it. */
  id: string;
  label: string;
  /** A sentence under the field saying what goes in it. */
  hint?: ReactNode;
  /** The validation message, shown under the field in red. */
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

// Native controls inside a field get the kit's look: 32 px inputs, padded text areas.
const CONTROL_STYLES = [
  '[&_input:not([type=checkbox]):not([type=radio])]:h-8 [&_input]:min-w-0 [&_input]:rounded-md [&_input]:border [&_input]:border-gray-300 [&_input]:bg-white [&_input]:px-2.5 [&_input]:text-sm [&_input]:read-only:bg-gray-100',
  '[&_input]:focus:border-blue-500 [&_input]:focus:ring-1 [&_input]:focus:ring-blue-500 [&_input]:focus:outline-none',
  '[&_select]:h-8 [&_select]:rounded-md [&_select]:border [&_select]:border-gray-300 [&_select]:bg-white [&_select]:px-2',
  '[&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-gray-300 [&_textarea]:px-2.5 [&_textarea]:py-1.5 [&_textarea]:text-sm',
  '[&_[aria-invalid=true]]:border-red-500',
].join(' ');

interface DescribedControlProps {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A labelled control: the label above, then the control, then the hint and the error under it.
 * The control is described by the hint and the error and marked invalid while there is one.
 *
 *   <FormField id={id} label="URL" hint="Where the check connects" error={errors.url?.message}>
 *     <input id={id} {...register('url')} />
 *   </FormField>
 */
export function FormField({ id, label, hint, error, children, className = '' }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control =
    isValidElement<DescribedControlProps>(children) && describedBy
      ? cloneElement(children as ReactElement<DescribedControlProps>, {
          'aria-describedby': describedBy,
          ...(error ? { 'aria-invalid': true } : {}),
        })
      : children;
  return (
    <div className={`flex min-w-0 flex-col gap-1 text-sm ${CONTROL_STYLES} ${className}`}>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className={FIELD_HINT}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  );
}
