import { type FormEvent, useId, useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import { parseDurationFilter } from '../utils/duration-filter.ts';

/** Spec 001 §9: the duration filter's presets; any other number of ms or s can be typed. */
const DURATION_PRESETS = ['All', '100ms', '500ms', '1s', '5s', '10s', '30s'];

export type HistoryStatus = 'passed' | 'failed' | null;

export interface CheckHistoryFiltersProps {
  status: HistoryStatus;
  onStatusChange: (status: HistoryStatus) => void;
  /** Called with the minimum duration in ms (null for all) once a valid one is applied. */
  onDurationChange: (minDurationMs: number | null) => void;
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'passed', label: 'Passed' },
  { value: 'failed', label: 'Failed' },
] as const;

/** The run history's status choice and minimum-duration filter. */
export function CheckHistoryFilters({ status, onStatusChange, onDurationChange }: CheckHistoryFiltersProps) {
  const id = useId();
  const [durationText, setDurationText] = useState('All');
  const [filterError, setFilterError] = useState<string | null>(null);

  const applyDuration = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDurationFilter(durationText);
    if (!parsed.ok) {
      setFilterError(parsed.message);
      return;
    }
    setFilterError(null);
    onDurationChange(parsed.ms);
  };

  return (
    <form onSubmit={applyDuration} className="flex flex-wrap items-start gap-2">
      <FormField id={`${id}-status`} label="Status">
        <Select
          id={`${id}-status`}
          className="w-32"
          value={status ?? 'all'}
          options={STATUS_OPTIONS}
          onChange={(next) => onStatusChange(next === 'all' ? null : next)}
        />
      </FormField>
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>Duration</span>
        <input
          value={durationText}
          list="check-history-duration-presets"
          onChange={(event) => setDurationText(event.target.value)}
          aria-invalid={filterError !== null}
          aria-describedby={filterError ? 'check-history-duration-error' : undefined}
          placeholder="e.g. 500ms or 2s"
          className={`${TEXT_INPUT} w-40`}
        />
        <datalist id="check-history-duration-presets">
          {DURATION_PRESETS.map((preset) => (
            <option key={preset} value={preset} />
          ))}
        </datalist>
      </label>
      <button type="submit" className={`${SECONDARY_BUTTON} mt-6 h-8`}>
        Apply
      </button>
      {filterError && (
        <p id="check-history-duration-error" role="alert" className="mt-6 text-sm text-red-700">
          {filterError}
        </p>
      )}
    </form>
  );
}
