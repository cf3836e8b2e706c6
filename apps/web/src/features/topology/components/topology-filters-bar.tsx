import type { TopologyResponse } from '@vigil/domain';
import { COMPONENT_STATUSES } from '@vigil/domain';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { LabelFilterDropdown } from '#src/ui/filters/label-filter-dropdown.tsx';
import { Switch } from '#src/ui/switch/switch.tsx';
import { labelValue } from '../utils/topology-filters.ts';
import type { TopologyViewState } from '../utils/use-topology-view-state.ts';

export interface TopologyFiltersBarProps {
  state: TopologyViewState;
  /** What the read components offer to filter by. */
  choices: Omit<TopologyResponse, 'components'> | undefined;
}

const options = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value }));

/** Status, Type, Team, Labels and 'Show hidden' (spec 002 §2), each kept in the address. */
export function TopologyFiltersBar({ state, choices }: TopologyFiltersBarProps) {
  const { filters } = state;
  const statuses = [...new Set<string>([...COMPONENT_STATUSES, ...(choices?.healthStatuses ?? [])])];
  const labelOptions = Object.entries(choices?.tags ?? {}).flatMap(([key, values]) =>
    values.map((value) => ({ value: labelValue(key, value), label: `${key}: ${value}`, group: key })),
  );
  return (
    <>
      <FilterSelect label="Health" value={filters.status} options={options(statuses)} onChange={(value) => state.setFilter('status', value)} />
      <FilterSelect searchable label="Type" value={filters.type} options={options(choices?.types)} onChange={(value) => state.setFilter('type', value)} />
      <FilterSelect searchable label="Team" value={filters.team} options={options(choices?.teams)} onChange={(value) => state.setFilter('team', value)} />
      <LabelFilterDropdown options={labelOptions} value={filters.labels} onChange={state.setLabels} />
      <Switch label="Show hidden" checked={filters.showHidden} onChange={state.setShowHidden} />
    </>
  );
}
