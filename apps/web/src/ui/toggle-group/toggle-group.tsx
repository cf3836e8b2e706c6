import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { FOCUS_RING } from '../styles/kit-classes.ts';

export interface ToggleOption<Value extends string = string> {
  value: Value;
  /** The visible text, or an icon with `ariaLabel`. */
  label: ReactNode;
  /** Names an icon-only option. */
  ariaLabel?: string;
  /** A tooltip-like hint (e.g. "Cards"). */
  title?: string;
}

interface ToggleGroupBase<Value extends string> {
  /** Names the group. */
  label: string;
  options: readonly ToggleOption<Value>[];
  className?: string;
}

export interface SingleToggleGroupProps<Value extends string> extends ToggleGroupBase<Value> {
  type: 'single';
  value: Value;
  onChange: (value: Value) => void;
}

export interface MultipleToggleGroupProps<Value extends string> extends ToggleGroupBase<Value> {
  type: 'multiple';
  value: readonly Value[];
  onChange: (value: Value[]) => void;
}

type ToggleGroupProps<Value extends string> = SingleToggleGroupProps<Value> | MultipleToggleGroupProps<Value>;

const ITEM = `inline-flex h-8 items-center justify-center gap-1.5 px-3 text-sm text-gray-700 hover:bg-gray-50 data-[state=on]:bg-blue-50 data-[state=on]:font-medium data-[state=on]:text-blue-700 [&:not(:first-child)]:border-l [&:not(:first-child)]:border-gray-300 ${FOCUS_RING}`;

/**
 * Buttons that switch one choice (a segmented control) or several independent ones, each a
 * pressed/unpressed button (`aria-pressed`) in one bordered row. Arrow keys move between them
 * (Radix ToggleGroup). A single choice never becomes empty: pressing the chosen button keeps it.
 *
 *   <ToggleGroup type="single" label="View" value={view} onChange={setView}
 *     options={[{ value: 'table', label: 'Table' }, { value: 'graph', label: 'Graph' }]} />
 */
export function ToggleGroup<Value extends string>(props: SingleToggleGroupProps<Value>): ReactElement;
export function ToggleGroup<Value extends string>(props: MultipleToggleGroupProps<Value>): ReactElement;
export function ToggleGroup<Value extends string>(props: ToggleGroupProps<Value>): ReactElement {
  const { label, options, className = '' } = props;
  const pressed: readonly string[] = props.type === 'single' ? [props.value] : props.value;
  // Radix's single mode turns the buttons into radios; kept as pressed buttons, the group reads
  // the same for one choice and for several.
  const change = (next: string[]) => {
    if (props.type === 'multiple') {
      props.onChange(options.map((option) => option.value).filter((value) => next.includes(value)));
      return;
    }
    const added = next.find((value) => value !== props.value);
    if (added !== undefined) props.onChange(added as Value);
  };
  return (
    <RadixToggleGroup.Root
      type="multiple"
      role="group"
      aria-label={label}
      value={[...pressed]}
      onValueChange={change}
      className={`inline-flex shrink-0 overflow-hidden rounded-md border border-gray-300 bg-white ${className}`}
    >
      {options.map((option) => (
        <RadixToggleGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.ariaLabel}
          title={option.title}
          className={ITEM}
        >
          {option.label}
        </RadixToggleGroup.Item>
      ))}
    </RadixToggleGroup.Root>
  );
}
