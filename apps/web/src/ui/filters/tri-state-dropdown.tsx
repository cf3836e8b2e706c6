import { useMemo, useState } from 'react';
import { FilterDropdown } from './filter-dropdown.tsx';
import { FilterSummary } from './filter-summary.tsx';
import { type TriState, type TriStateSelections, withTriState } from './tri-state.ts';
import { TriStateToggle } from './tri-state-toggle.tsx';

export interface TriStateOption {
  value: string;
  /** Shown text; defaults to the value. */
  label?: string;
  /**
   * A group such as a tag's key. Within a group only one value keeps a state
   * (spec 000 §2.9, tags dropdown).
   */
  group?: string;
}

export interface TriStateDropdownProps {
  label: string;
  options: readonly TriStateOption[];
  value: TriStateSelections;
  onChange: (next: TriStateSelections) => void;
  /** The button text for 4 or more selections; default "N selected". */
  countLabel?: (count: number) => string;
  placeholder?: string;
  className?: string;
}

/** Options get a search box from this many on. */
const SEARCHABLE_FROM = 10;

/** A dropdown of values, each with include / exclude toggles. */
export function TriStateDropdown({
  label,
  options,
  value,
  onChange,
  countLabel,
  placeholder,
  className,
}: TriStateDropdownProps) {
  const [search, setSearch] = useState('');
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const labelOf = (optionValue: string) => byValue.get(optionValue)?.label ?? optionValue;
  // An ungrouped value is a group of its own, whatever the other groups are called.
  const groupOf = (optionValue: string) => byValue.get(optionValue)?.group ?? `\u0000${optionValue}`;

  const choose = (optionValue: string, state: TriState) => {
    const grouped = byValue.get(optionValue)?.group !== undefined;
    onChange(withTriState(value, optionValue, state, grouped ? { groupOf } : {}));
  };

  const items = Object.entries(value).map(([selected, state]) => ({
    value: selected,
    label: labelOf(selected),
    excluded: state === -1,
  }));
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((option) => labelOf(option.value).toLowerCase().includes(needle)) : options;

  return (
    <FilterDropdown
      label={label}
      className={className}
      summary={<FilterSummary items={items} placeholder={placeholder} countLabel={countLabel} />}
    >
      <div className="mb-2 flex items-center gap-2">
        {options.length >= SEARCHABLE_FROM && (
          <input
            type="search"
            aria-label={`Search ${label}`}
            placeholder="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1"
          />
        )}
        {items.length > 0 && (
          <button type="button" className="ml-auto text-blue-700 hover:underline" onClick={() => onChange({})}>
            Clear
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="px-1 py-2 text-gray-500">No options</p>
      ) : (
        <ul className="space-y-1">
          {shown.map((option) => {
            const optionLabel = labelOf(option.value);
            return (
              <li key={option.value} className="flex items-center justify-between gap-2 rounded px-1 py-0.5 hover:bg-gray-50">
                <span className="truncate" title={optionLabel}>
                  {optionLabel}
                </span>
                <TriStateToggle
                  label={optionLabel}
                  value={value[option.value] ?? 0}
                  onChange={(state) => choose(option.value, state)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </FilterDropdown>
  );
}
