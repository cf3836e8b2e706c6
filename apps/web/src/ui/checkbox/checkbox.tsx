import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId } from 'react';
import { FOCUS_RING } from '../styles/kit-classes.ts';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled checkbox (Radix Checkbox, `role="checkbox"`), drawn the same in every browser.
 *
 *   <Checkbox label="Upstream" checked={upstream} onChange={setUpstream} />
 */
export function Checkbox({ label, checked, onChange, disabled, className = '' }: CheckboxProps) {
  const id = useId();
  return (
    <span className={`inline-flex items-center gap-2 text-sm text-gray-700 ${className}`}>
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(next) => onChange(next === true)}
        disabled={disabled}
        className={`flex size-4 shrink-0 items-center justify-center rounded border border-gray-400 bg-white data-[state=checked]:border-blue-600 data-[state=checked]:bg-blue-600 disabled:opacity-50 ${FOCUS_RING}`}
      >
        <RadixCheckbox.Indicator>
          <Check size={12} strokeWidth={3} aria-hidden className="text-white" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
