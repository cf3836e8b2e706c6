import { type FormEvent, useState } from 'react';
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

const FIELD = 'h-8 rounded border border-gray-300 bg-white px-2';

/** The run history's status choice and minimum-duration filter. */
export function CheckHistoryFilters({ status, onStatusChange, onDurationChange }: CheckHistoryFiltersProps) {
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
      <label className="flex flex-col text-sm">
        <span>Status</span>
        <select
          value={status ?? 'all'}
          onChange={(event) => onStatusChange(event.target.value === 'all' ? null : (event.target.value as HistoryStatus))}
          className={FIELD}
        >
          <option value="all">All</option>
          <option value="passed">Passed</option>
          <option value="failed">Failed</option>
        </select>
      </label>
      <label className="flex flex-col text-sm">
        <span>Duration</span>
        <input
          value={durationText}
          list="check-history-duration-presets"
          onChange={(event) => setDurationText(event.target.value)}
          aria-invalid={filterError !== null}
          aria-describedby={filterError ? 'check-history-duration-error' : undefined}
          placeholder="e.g. 500ms or 2s"
          className={`${FIELD} w-40`}
        />
        <datalist id="check-history-duration-presets">
          {DURATION_PRESETS.map((preset) => (
            <option key={preset} value={preset} />
          ))}
        </datalist>
      </label>
      <button type="submit" className="mt-5 h-8 rounded border border-gray-300 px-3 text-sm hover:bg-gray-50">
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
