import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import { FIELD_LABEL, FOCUS_RING } from '../styles/kit-classes.ts';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** 'end' puts the switch after the label, spread to the row's ends (filter sidebars). */
  labelSide?: 'start' | 'end';
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off setting that applies at once (Radix Switch, `role="switch"`), named by its label.
 *
 *   <Switch label="Hide Passing" checked={hidePassing} onChange={setHidePassing} />
 */
export function Switch({ label, checked, onChange, labelSide = 'end', disabled, className = '' }: SwitchProps) {
  const id = useId();
  const control = (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onChange}
      disabled={disabled}
      className={`relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-blue-600 disabled:opacity-50 ${FOCUS_RING}`}
    >
      <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
    </RadixSwitch.Root>
  );
  const text = (
    <label htmlFor={id} className={FIELD_LABEL}>
      {label}
    </label>
  );
  return (
    <div className={`flex items-center gap-3 ${labelSide === 'start' ? 'justify-between' : ''} ${className}`}>
      {labelSide === 'start' ? (
        <>
          {text}
          {control}
        </>
      ) : (
        <>
          {control}
          {text}
        </>
      )}
    </div>
  );
}
