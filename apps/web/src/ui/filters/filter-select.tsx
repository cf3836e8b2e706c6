import { Combobox } from '../combobox/combobox.tsx';
import { Select } from '../select/select.tsx';
import { FIELD_LABEL } from '../styles/kit-classes.ts';

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
  /** A long or open-ended list (types, people, components): a search box filters the choices. */
  searchable?: boolean;
}

/** A labelled single-choice filter whose first choice clears it. */
export function FilterSelect({ label, value, options, onChange, allLabel = 'All', searchable = false }: FilterSelectProps) {
  // A value from the URL that the options do not (yet) list still shows as chosen.
  const shown = value && !options.some((option) => option.value === value) ? [{ value }, ...options] : options;
  const choices = [{ value: '', label: allLabel }, ...shown.map((option) => ({ value: option.value, label: option.label ?? option.value }))];
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span aria-hidden className={FIELD_LABEL}>
        {label}
      </span>
      {searchable ? (
        <Combobox label={label} value={value} options={choices} onChange={onChange} className="max-w-56 min-w-28" />
      ) : (
        <Select label={label} value={value} options={choices} onChange={onChange} className="max-w-56 min-w-28" />
      )}
    </span>
  );
}
