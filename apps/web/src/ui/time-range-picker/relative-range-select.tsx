import { COMMON_RELATIVE_RANGES, type RelativeTimeRange } from '@vigil/domain';

export interface RelativeRangeSelectProps {
  /** A relative range such as `1h`. */
  value: string;
  onChange: (range: RelativeTimeRange) => void;
  /** Default the spec's common options 15m ... 5y. */
  options?: readonly RelativeTimeRange[];
  /** Default 'Time Range'. */
  label?: string;
  className?: string;
}

/** A compact choice among the common relative ranges (e.g. the check detail's Time Range). */
export function RelativeRangeSelect({
  value,
  onChange,
  options = COMMON_RELATIVE_RANGES,
  label = 'Time Range',
  className = '',
}: RelativeRangeSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.range === event.target.value);
        if (chosen) onChange(chosen);
      }}
      className={`h-9 rounded border border-gray-300 bg-white px-2 text-sm ${className}`}
    >
      {options.map((option) => (
        <option key={option.range} value={option.range}>
          {option.display}
        </option>
      ))}
    </select>
  );
}
