import type { TimeRange } from '@vigil/domain';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';
import type { PlaybookNameRow } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { RUN_STATUS_FILTER_OPTIONS, type RunListFilters } from '#src/features/playbook-runs/utils/run-list-filters.ts';

export interface RunsFiltersProps {
  filters: RunListFilters;
  onChange: (patch: Partial<RunListFilters>) => void;
  playbooks: readonly PlaybookNameRow[];
  timeRange: TimeRange;
  onTimeRangeChange: (range: TimeRange) => void;
}

/** Playbook, Status and the time range (spec 002 §2), in one wrapping row. */
export function RunsFilters({ filters, onChange, playbooks, timeRange, onTimeRangeChange }: RunsFiltersProps) {
  return (
    <div role="group" aria-label="Playbook run filters" className="flex flex-wrap items-center gap-3 px-6 py-3">
      <FilterSelect
        searchable
        label="Playbook"
        value={filters.playbook}
        options={playbooks.map((playbook) => ({ value: playbook.id, label: playbook.title || playbook.name }))}
        onChange={(playbook) => onChange({ playbook })}
      />
      <FilterSelect label="Status" value={filters.status} options={RUN_STATUS_FILTER_OPTIONS} onChange={(status) => onChange({ status })} />
      <TimeRangePicker value={timeRange} onChange={onTimeRangeChange} />
    </div>
  );
}
