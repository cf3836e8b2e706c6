import type { TimeRange } from '@vigil/domain';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { TriStateDropdown } from '#src/ui/filters/tri-state-dropdown.tsx';
import { Switch } from '#src/ui/switch/switch.tsx';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';
import { JOB_RESOURCE_TYPES, JOB_STATUS_FILTER_OPTIONS, type JobHistoryFilters, RUN_DURATION_OPTIONS } from '../utils/job-history-filters.ts';
import { resourceTypeLabel } from '../utils/job-resource.ts';
import type { JobHistoryFilterSetters } from '../utils/use-job-history-filters.ts';

export interface JobHistoryFiltersProps {
  filters: JobHistoryFilters;
  setters: JobHistoryFilterSetters;
  names: readonly string[];
  timeRange: TimeRange;
  onTimeRangeChange: (range: TimeRange) => void;
}

const RESOURCE_TYPE_OPTIONS = JOB_RESOURCE_TYPES.map((value) => ({ value, label: resourceTypeLabel(value) }));
const STATUS_OPTIONS = JOB_STATUS_FILTER_OPTIONS.map((value) => ({ value }));

/** Name, resource type and status (each include or exclude), run duration, latest only and the time range (spec 001 §2.3). */
export function JobHistoryFiltersBar({ filters, setters, names, timeRange, onTimeRangeChange }: JobHistoryFiltersProps) {
  return (
    <div role="group" aria-label="Job history filters" className="flex flex-wrap items-center gap-3 px-6 py-3">
      <TriStateDropdown label="Name" options={names.map((value) => ({ value }))} value={filters.name} onChange={setters.setName} placeholder="All" />
      <TriStateDropdown label="Resource Type" options={RESOURCE_TYPE_OPTIONS} value={filters.resourceType} onChange={setters.setResourceType} placeholder="All" />
      <TriStateDropdown label="Status" options={STATUS_OPTIONS} value={filters.status} onChange={setters.setStatus} placeholder="All" />
      <FilterSelect
        label="Duration"
        value={filters.runDuration === null ? '' : String(filters.runDuration)}
        options={RUN_DURATION_OPTIONS}
        onChange={(value) => setters.setRunDuration(value ? Number(value) : null)}
      />
      <Switch label="Latest run per job" checked={filters.latest} onChange={setters.setLatest} />
      <TimeRangePicker value={timeRange} onChange={onTimeRangeChange} />
    </div>
  );
}
