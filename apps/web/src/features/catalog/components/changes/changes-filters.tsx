import type { TimeRange } from '@vigil/domain';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';
import { useChangeTypes } from '#src/features/catalog/api/get-change-types.ts';
import { useConfigTypes } from '#src/features/catalog/api/get-config-types.ts';
import { CHANGE_SEVERITIES } from '#src/features/catalog/utils/changes/change-severities.ts';
import type { ChangesFilters as Filters } from '#src/features/catalog/utils/changes/changes-request.ts';
import { CommittedTextFilter } from './committed-text-filter.tsx';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';

export interface ChangesFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  timeRange: TimeRange;
  onTimeRangeChange: (range: TimeRange) => void;
  /** Hidden on a config's own page, where the type is the config's. */
  showConfigType?: boolean;
}

const SEVERITY_OPTIONS = CHANGE_SEVERITIES.map((value) => ({ value }));

/** Change type, config type, severity, time range, tags and creator filters of the changes list. */
export function ChangesFilters({ filters, onChange, timeRange, onTimeRangeChange, showConfigType = true }: ChangesFiltersProps) {
  const changeTypes = useChangeTypes();
  const configTypes = useConfigTypes();
  return (
    <div role="group" aria-label="Change filters" className="flex flex-wrap items-center gap-3 px-3 py-2">
      <FilterSelect
        searchable
        label="Change Type"
        value={filters.changeType}
        options={(changeTypes.data ?? []).map((value) => ({ value }))}
        onChange={(changeType) => onChange({ changeType })}
      />
      {showConfigType && (
        <FilterSelect
          searchable
          label="Config Type"
          value={filters.configType}
          options={(configTypes.data ?? []).map((value) => ({ value }))}
          onChange={(configType) => onChange({ configType })}
        />
      )}
      <FilterSelect
        label="Severity"
        value={filters.severity}
        options={SEVERITY_OPTIONS}
        onChange={(severity) => onChange({ severity })}
      />
      <CommittedTextFilter label="Tags" value={filters.tags} placeholder="key=value" onCommit={(tags) => onChange({ tags })} />
      <CommittedTextFilter label="Created By" value={filters.createdBy} onCommit={(createdBy) => onChange({ createdBy })} />
      <TimeRangePicker value={timeRange} onChange={onTimeRangeChange} />
    </div>
  );
}
