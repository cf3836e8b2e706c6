import { useEffect, useRef } from 'react';
import { FilterDropdown } from './filter-dropdown.tsx';
import { FilterSummary } from './filter-summary.tsx';

export interface MultiSelectOption {
  value: string;
  /** Shown text; defaults to the value. */
  label?: string;
}

export interface MultiSelectDropdownProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The button text for 4 or more selections; default "N selected". */
  countLabel?: (count: number) => string;
  placeholder?: string;
  className?: string;
}

/** A dropdown of checkboxes with "Select all"; the button shows chips or a count. */
export function MultiSelectDropdown({
  label,
  options,
  value,
  onChange,
  countLabel,
  placeholder,
  className,
}: MultiSelectDropdownProps) {
  const selected = new Set(value);
  const labelOf = (optionValue: string) => options.find((o) => o.value === optionValue)?.label ?? optionValue;
  const allSelected = options.length > 0 && options.every((option) => selected.has(option.value));
  const someSelected = !allSelected && options.some((option) => selected.has(option.value));

  const toggle = (optionValue: string) => {
    // Keep the options' order so the URL and the chips read the same way each time.
    const next = selected.has(optionValue)
      ? value.filter((v) => v !== optionValue)
      : options.map((o) => o.value).filter((v) => v === optionValue || selected.has(v));
    onChange(next);
  };

  return (
    <FilterDropdown
      label={label}
      className={className}
      summary={
        <FilterSummary
          items={value.map((v) => ({ value: v, label: labelOf(v) }))}
          placeholder={placeholder}
          countLabel={countLabel}
        />
      }
    >
      <label className="flex items-center gap-2 border-b border-gray-100 px-1 pb-2 font-medium">
        <SelectAllCheckbox
          checked={allSelected}
          indeterminate={someSelected}
          onChange={() => onChange(allSelected ? [] : options.map((option) => option.value))}
        />
        Select all
      </label>
      <ul className="mt-1 space-y-0.5">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-gray-50">
              <input type="checkbox" checked={selected.has(option.value)} onChange={() => toggle(option.value)} />
              <span className="truncate">{option.label ?? option.value}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterDropdown>
  );
}

function SelectAllCheckbox(props: { checked: boolean; indeterminate: boolean; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.indeterminate;
  }, [props.indeterminate]);
  return <input ref={ref} type="checkbox" checked={props.checked} onChange={props.onChange} />;
}
