export interface SelectFilterOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly SelectFilterOption[];
  /** '' stands for All. */
  onChange: (value: string) => void;
}

/** A labelled single choice with 'All' first. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-9 max-w-56 rounded border border-gray-300 bg-white px-2 py-1"
      >
        <option value="">All</option>
        {/* A value from the URL that the list does not (yet) hold stays visible. */}
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
