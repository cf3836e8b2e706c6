import { SearchInput } from '../../../ui/filters/search-input.tsx';
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

const SELECT = 'w-full rounded border border-gray-300 bg-white px-2 py-1.5 text-sm';

const GROUP_BY_OPTIONS = [
  ['no-group', 'No Grouping'],
  ['canary_name', 'Group Name'],
  ['name', 'Name'],
  ['description', 'Description'],
  ['type', 'Type'],
] as const;

const TAB_BY_OPTIONS = [
  ['namespace', 'Namespace'],
  ['agent', 'Agent'],
] as const;

/** How many filters narrow the checks: hiding passing ones, each label choice, a search. */
export function countActiveFilters(state: HealthUrlState): number {
  return (state.hidePassing ? 1 : 0) + Object.keys(state.labels).length + (state.query.trim() ? 1 : 0);
}

/** The filter sidebar (spec 001 §2.1). */
export function HealthFilters({ state, labelKeys, onChange }: HealthFiltersProps) {
  const labelOptions = labelKeys.map(({ key }) => [key, key] as const);
  return (
    <div className="flex flex-col gap-4 p-3 text-sm">
      <label className="flex items-center justify-between gap-2 font-medium text-gray-700">
        Hide Passing
        <input
          type="checkbox"
          role="switch"
          checked={state.hidePassing}
          onChange={(event) => onChange({ hidePassing: event.target.checked })}
        />
      </label>
      <SearchInput
        label="Search checks"
        placeholder={SEARCH_PLACEHOLDER}
        value={state.query}
        onChange={(query) => onChange({ query })}
      />
      <label className="flex flex-col gap-1 font-medium text-gray-700">
        Group By
        <select className={SELECT} value={state.groupBy} onChange={(event) => onChange({ groupBy: event.target.value })}>
          {[...GROUP_BY_OPTIONS, ...labelOptions].map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium text-gray-700">
        Tab By
        <select
          className={SELECT}
          value={state.tabBy}
          onChange={(event) => onChange({ tabBy: event.target.value, tab: null })}
        >
          {[...TAB_BY_OPTIONS, ...labelOptions].map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {state.layout === 'table' && (
        <PivotFilters state={state} labelKeys={labelKeys.map(({ key }) => key)} onChange={onChange} selectClassName={SELECT} />
      )}
      <section aria-label="Label filters" className="flex flex-col gap-2">
        <h2 className="font-medium text-gray-700">Labels</h2>
        <LabelFilters labelKeys={labelKeys} value={state.labels} onChange={(labels) => onChange({ labels })} />
      </section>
    </div>
  );
}
