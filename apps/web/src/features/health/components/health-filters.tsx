import { useId } from 'react';
import { SearchInput } from '#src/ui/filters/search-input.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { Switch } from '#src/ui/switch/switch.tsx';
import type { LabelKeyValues } from '../utils/check-filters.ts';
import type { HealthUrlChange, HealthUrlState } from '../utils/health-search-params.ts';
import { LabelFilters } from './label-filters.tsx';
import { PivotFilters } from './pivot-filters.tsx';

export const SEARCH_PLACEHOLDER = 'Search by name, description, or endpoint';

export interface HealthFiltersProps {
  state: HealthUrlState;
  labelKeys: readonly LabelKeyValues[];
  onChange: (change: HealthUrlChange) => void;
}

const GROUP_BY_OPTIONS = [
  { value: 'no-group', label: 'No Grouping' },
  { value: 'canary_name', label: 'Group Name' },
  { value: 'name', label: 'Name' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
];

const TAB_BY_OPTIONS = [
  { value: 'namespace', label: 'Namespace' },
  { value: 'agent', label: 'Agent' },
];

/** How many filters narrow the checks: hiding passing ones, each label choice, a search. */
export function countActiveFilters(state: HealthUrlState): number {
  return (state.hidePassing ? 1 : 0) + Object.keys(state.labels).length + (state.query.trim() ? 1 : 0);
}

/** The filter sidebar (spec 001 §2.1). */
export function HealthFilters({ state, labelKeys, onChange }: HealthFiltersProps) {
  const id = useId();
  const labelOptions = labelKeys.map(({ key }) => ({ value: key, label: key }));
  return (
    <div className="flex flex-col gap-4 p-3 text-sm">
      <Switch
        label="Hide Passing"
        labelSide="start"
        checked={state.hidePassing}
        onChange={(hidePassing) => onChange({ hidePassing })}
      />
      <SearchInput
        label="Search checks"
        placeholder={SEARCH_PLACEHOLDER}
        value={state.query}
        onChange={(query) => onChange({ query })}
      />
      <FormField id={`${id}-group`} label="Group By">
        <Select
          id={`${id}-group`}
          className="w-full"
          value={state.groupBy}
          options={[...GROUP_BY_OPTIONS, ...labelOptions]}
          onChange={(groupBy) => onChange({ groupBy })}
        />
      </FormField>
      <FormField id={`${id}-tab`} label="Tab By">
        <Select
          id={`${id}-tab`}
          className="w-full"
          value={state.tabBy}
          options={[...TAB_BY_OPTIONS, ...labelOptions]}
          onChange={(tabBy) => onChange({ tabBy, tab: null })}
        />
      </FormField>
      {state.layout === 'table' && <PivotFilters state={state} labelKeys={labelKeys.map(({ key }) => key)} onChange={onChange} />}
      {labelKeys.length > 0 && (
        <section aria-label="Label filters" className="flex flex-col gap-2">
          <h2 className={FIELD_LABEL}>Labels</h2>
          <LabelFilters labelKeys={labelKeys} value={state.labels} onChange={(labels) => onChange({ labels })} />
        </section>
      )}
    </div>
  );
}
