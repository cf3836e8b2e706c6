import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckSummary } from '@vigil/domain';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useChecksSummary } from '../api/get-checks-summary.ts';
import { HealthChecksView } from '../components/health-checks-view.tsx';
import { HealthFilters } from '../components/health-filters.tsx';
import { HealthHeaderControls } from '../components/health-header-controls.tsx';
import { HealthToolbar } from '../components/health-toolbar.tsx';
import { LazyCheckDetailDialog } from '../components/lazy-check-detail-dialog.tsx';
import { DEFAULT_HEALTH_TIME_RANGE } from '../utils/health-search-params.ts';
import { refreshRateMs } from '../utils/refresh-rate.ts';
import { useDashboardChecks } from '../utils/use-dashboard-checks.ts';
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
  const { labelKeys, labelKeyNames, tabs, tab, shown, passing, failing } = useDashboardChecks(summary.data, state);
  const openCheck = useCallback((check: CheckSummary) => update({ checkId: check.id }), [update]);

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
        className={`${filtersOpen ? 'block' : 'hidden'} w-64 shrink-0 overflow-y-auto border-r border-gray-200 bg-white lg:block`}
      >
        <HealthFilters state={state} labelKeys={labelKeys} onChange={update} />
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <HealthToolbar
          state={state}
          tabs={tabs}
          selectedTab={tab}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onChange={update}
        />
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
        <LazyCheckDetailDialog
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
