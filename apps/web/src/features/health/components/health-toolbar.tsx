import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
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
    <div className="flex items-center border-b border-gray-200">
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-label={`Filters, ${activeFilters} active`}
        onClick={onToggleFilters}
        className={`${SECONDARY_BUTTON} m-2 lg:hidden`}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters
        <Badge shape="count" tone="info">
          {activeFilters}
        </Badge>
      </button>
      <div className="min-w-0 flex-1">
        <HealthTabs tabs={tabs} selected={selectedTab} onSelect={(next) => onChange({ tab: next === ALL_TAB ? null : next })} />
      </div>
      <LayoutSwitch layout={state.layout} onChange={(layout) => onChange({ layout: layout === 'table' ? null : layout })} />
    </div>
  );
}
