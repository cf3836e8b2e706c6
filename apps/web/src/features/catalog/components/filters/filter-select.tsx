export interface FilterSelectOption {
  value: string;
  label?: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
  /** The text of the no-filter choice; default 'All'. */
  allLabel?: string;
}

/** A labelled single-choice filter whose first choice clears it. */
export function FilterSelect({ label, value, options, onChange, allLabel = 'All' }: FilterSelectProps) {
  // A value from the URL that the options do not (yet) list still shows as chosen.
  const shown = value && !options.some((option) => option.value === value) ? [{ value }, ...options] : options;
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 max-w-56 rounded border border-gray-300 bg-white px-2"
      >
        <option value="">{allLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label ?? option.value}
          </option>
        ))}
      </select>
    </label>
  );
}
