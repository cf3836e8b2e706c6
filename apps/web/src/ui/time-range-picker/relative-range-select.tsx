import { COMMON_RELATIVE_RANGES, type RelativeTimeRange } from '@vigil/domain';
import { Select } from '../select/select.tsx';

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
    <Select
      label={label}
      value={value}
      options={options.map((option) => ({ value: option.range, label: option.display }))}
      onChange={(range) => {
        const chosen = options.find((option) => option.range === range);
        if (chosen) onChange(chosen);
      }}
      className={className}
    />
  );
}
