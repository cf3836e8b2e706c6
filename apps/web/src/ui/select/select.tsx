import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { CONTROL, MENU_CONTENT, MENU_ITEM } from '../styles/kit-classes.ts';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<Value extends string = string> {
  value: Value;
  onChange: (value: Value) => void;
  options: readonly SelectOption<Value>[];
  /** Names the control when no `<label for>` points at `id`. */
  label?: string;
  /** Lets a FormField's label point at the control. */
  id?: string;
  /** Shown while the value is empty and no option has it. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** Marks the control invalid (a FormField with an error). */
  invalid?: boolean;
  'aria-describedby'?: string;
}

// Radix reserves the empty string for "no value"; an option may still mean "none" with it.
const EMPTY = '\u0000empty';
const toRadix = (value: string) => (value === '' ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? '' : value);

/**
 * A choice among a short, fixed list (Radix Select): keyboard, typeahead and focus handling come
 * from Radix. The trigger carries the value as its `value`, so tests and forms can read it. For
 * long or open-ended lists use Combobox, which has a search box.
 *
 *   <Select label="Refresh rate" value={rate} options={RATES} onChange={setRate} />
 */
export function Select<Value extends string = string>({
  value,
  onChange,
  options,
  label,
  id,
  placeholder,
  disabled,
  className = '',
  invalid,
  'aria-describedby': describedBy,
}: SelectProps<Value>) {
  // A value none of the options has (from an old link) is still shown as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  const shown: readonly SelectOption<Value>[] = known ? options : [{ value, label: value }, ...options];
  return (
    <RadixSelect.Root
      value={value === '' && !shown.some((option) => option.value === '') ? '' : toRadix(value)}
      onValueChange={(next) => onChange(fromRadix(next) as Value)}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        id={id}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        className={`${CONTROL} justify-between ${className}`}
      >
        <span className="truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className="shrink-0 text-gray-500">
          <ChevronDown size={16} aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className={`${MENU_CONTENT} max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)]`}
        >
          <RadixSelect.Viewport>
            {shown.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={toRadix(option.value)}
                data-value={option.value}
                disabled={option.disabled}
                className={`${MENU_ITEM} pr-8`}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2 inline-flex items-center text-blue-600">
                  <Check size={14} aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
