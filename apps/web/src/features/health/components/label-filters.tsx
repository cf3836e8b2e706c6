import { includingLabels } from '#src/ui/filters/label-filter-dropdown.tsx';
import { MultiSelectDropdown } from '#src/ui/filters/multi-select-dropdown.tsx';
import { TriStateToggle } from '#src/ui/filters/tri-state-toggle.tsx';
import { withTriState } from '#src/ui/filters/tri-state.ts';
import { type LabelKeyValues, labelId, splitLabelId } from '../utils/check-filters.ts';

export interface LabelFiltersProps {
  labelKeys: readonly LabelKeyValues[];
  value: Readonly<Record<string, 1 | -1>>;
  onChange: (next: Record<string, 1 | -1>) => void;
}

/** One control per label key: a toggle for true/false labels, a multi-select for the others. */
export function LabelFilters({ labelKeys, value, onChange }: LabelFiltersProps) {
  if (labelKeys.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {labelKeys.map(({ key, values, isBoolean }) => {
        if (isBoolean) {
          const id = labelId(key, 'true');
          return (
            <div key={key} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate text-gray-700">{key}</span>
              <TriStateToggle
                label={key}
                value={value[id] ?? 0}
                onChange={(state) => onChange({ ...withTriState(value, id, state) })}
              />
            </div>
          );
        }
        const selected = Object.entries(value)
          .filter(([id, state]) => state === 1 && splitLabelId(id)[0] === key)
          .map(([id]) => splitLabelId(id)[1]);
        return (
          <MultiSelectDropdown
            key={key}
            label={key}
            options={values.map((v) => ({ value: v }))}
            value={selected}
            placeholder="All"
            countLabel={includingLabels}
            className="w-full justify-between"
            onChange={(next) => {
              const kept = Object.entries(value).filter(([id]) => splitLabelId(id)[0] !== key);
              onChange(Object.fromEntries([...kept, ...next.map((v) => [labelId(key, v), 1] as const)]));
            }}
          />
        );
      })}
    </div>
  );
}
