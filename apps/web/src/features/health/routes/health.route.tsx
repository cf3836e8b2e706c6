import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSortingSearchParams } from '../../../ui/data-table/use-sorting-search-params.ts';
import { usePermission } from '../../../ui/gates/use-permission.ts';
import { PageLayout } from '../../../ui/page/page-layout.tsx';
import type { CheckSummary } from '../api/check-summary.types.ts';
import { useChecksSummary } from '../api/get-checks-summary.ts';
import { CheckDetailDialog } from '../components/check-detail-dialog.tsx';
import { HealthChecksView } from '../components/health-checks-view.tsx';
import { HealthFilters, countActiveFilters } from '../components/health-filters.tsx';
import { HealthHeaderControls } from '../components/health-header-controls.tsx';
import { HealthTabs } from '../components/health-tabs.tsx';
import { LayoutSwitch } from '../components/layout-switch.tsx';
import { filterChecks, labelKeysOf } from '../utils/check-filters.ts';
import { checksInTab, tabsOf } from '../utils/check-tabs.ts';
import { ALL_TAB, DEFAULT_HEALTH_TIME_RANGE } from '../utils/health-search-params.ts';
import { refreshRateMs } from '../utils/refresh-rate.ts';
import { useHealthUrlState } from '../utils/use-health-url-state.ts';
import { useRefreshRate } from '../utils/use-refresh-rate.ts';

/** /health: every check's health, filtered, grouped and split into tabs (spec 001 §2.1). */
export function HealthRoute() {
  const [state, update] = useHealthUrlState();
  const [searchParams] = useSearchParams();
  const [sorting, onSortingChange] = useSortingSearchParams({ orderStyle: 'sortDesc' });
  const refresh = useRefreshRate(state.timeRange);
  const summary = useChecksSummary(refreshRateMs(refresh.rate));
  const canAddCheck = usePermission('canaries', 'write');
  const [filtersOpen, setFiltersOpen] = useState(false);

  const checks = useMemo(() => summary.data ?? [], [summary.data]);
  const labelKeys = useMemo(() => labelKeysOf(checks), [checks]);
  const tabs = useMemo(() => tabsOf(checks, state.tabBy), [checks, state.tabBy]);
  const tab = tabs.includes(state.tab) ? state.tab : ALL_TAB;
  const shown = useMemo(() => filterChecks(checksInTab(checks, state.tabBy, tab), state), [checks, state, tab]);
  const labelKeyNames = useMemo(() => labelKeys.map(({ key }) => key), [labelKeys]);
  const openCheck = useCallback((check: CheckSummary) => update({ checkId: check.id }), [update]);
  const passing = checks.filter((check) => check.status === 'healthy').length;
  const failing = checks.filter((check) => check.status === 'unhealthy').length;
  const activeFilters = countActiveFilters(state);

  return (
    <PageLayout
      title="Health"
      onRefresh={() => void summary.refetch()}
      isRefreshing={summary.isFetching}
      contentClassName="flex"
      extra={
        <HealthHeaderControls
          passing={passing}
          failing={failing}
          canAddCheck={canAddCheck}
          rate={refresh.rate}
          rangeMinutes={refresh.rangeMinutes}
          onRateChange={refresh.setRate}
        />
      }
    >
      <aside
        aria-label="Filters"
        className={`${filtersOpen ? 'block' : 'hidden'} w-64 shrink-0 overflow-y-auto border-r border-gray-200 bg-white md:block`}
      >
        <HealthFilters state={state} labelKeys={labelKeys} onChange={update} />
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex items-center">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-label={`Filters, ${activeFilters} active`}
            onClick={() => setFiltersOpen((open) => !open)}
            className="m-2 inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-1 text-sm md:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            Filters
            <span className="rounded-full bg-blue-600 px-1.5 text-xs text-white">{activeFilters}</span>
          </button>
          <div className="min-w-0 flex-1">
            <HealthTabs tabs={tabs} selected={tab} onSelect={(next) => update({ tab: next === ALL_TAB ? null : next })} />
          </div>
          <LayoutSwitch layout={state.layout} onChange={(layout) => update({ layout: layout === 'table' ? null : layout })} />
        </div>
        <HealthChecksView
          state={state}
          checks={shown}
          labelKeys={labelKeyNames}
          error={summary.error}
          isLoading={summary.isPending}
          isFetching={summary.isFetching}
          onRetry={() => void summary.refetch()}
          sorting={sorting}
          onSortingChange={onSortingChange}
          onCheckClick={openCheck}
        />
      </div>
      {state.checkId && (
        <CheckDetailDialog
          key={state.checkId}
          checkId={state.checkId}
          timeRange={searchParams.get('timeRange')}
          onTimeRangeChange={(timeRange) => update({ timeRange })}
          onClose={() => update({ checkId: null, timeRange: DEFAULT_HEALTH_TIME_RANGE })}
        />
      )}
    </PageLayout>
  );
}
