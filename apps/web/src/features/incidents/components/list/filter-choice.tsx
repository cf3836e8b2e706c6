import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';

export interface FilterChoiceProps {
  label: string;
  value: string;
  options: readonly { value: string; label?: string }[];
  onChange: (value: string) => void;
  /** Long lists (people, components) get a search box. */
  searchable?: boolean;
}

/** A labelled single-choice filter whose first choice, All, clears it. */
export function FilterChoice({ label, value, options, onChange, searchable = false }: FilterChoiceProps) {
  const known = value === '' || options.some((option) => option.value === value);
  const shown = known ? options : [{ value }, ...options];
  const choices = [{ value: '', label: 'All' }, ...shown.map((option) => ({ value: option.value, label: option.label ?? option.value }))];
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
