import { SlidersHorizontal } from 'lucide-react';
import { ALL_TAB, type HealthUrlChange, type HealthUrlState } from '../utils/health-search-params.ts';
import { countActiveFilters } from './health-filters.tsx';
import { HealthTabs } from './health-tabs.tsx';
import { LayoutSwitch } from './layout-switch.tsx';

export interface HealthToolbarProps {
  state: HealthUrlState;
  tabs: readonly string[];
  selectedTab: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onChange: (change: HealthUrlChange) => void;
}

/** Above the checks: the filters toggle on small screens, the tabs and the layout switch. */
export function HealthToolbar({ state, tabs, selectedTab, filtersOpen, onToggleFilters, onChange }: HealthToolbarProps) {
  const activeFilters = countActiveFilters(state);
  return (
    <div className="flex items-center">
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-label={`Filters, ${activeFilters} active`}
        onClick={onToggleFilters}
        className="m-2 inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-1 text-sm md:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters
        <span className="rounded-full bg-blue-600 px-1.5 text-xs text-white">{activeFilters}</span>
      </button>
      <div className="min-w-0 flex-1">
        <HealthTabs tabs={tabs} selected={selectedTab} onSelect={(next) => onChange({ tab: next === ALL_TAB ? null : next })} />
      </div>
      <LayoutSwitch layout={state.layout} onChange={(layout) => onChange({ layout: layout === 'table' ? null : layout })} />
    </div>
  );
}
