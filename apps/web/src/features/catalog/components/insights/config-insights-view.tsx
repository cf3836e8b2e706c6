import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import type { ConfigInsightRow } from '#src/features/catalog/api/config-insight.types.ts';
import { useConfigInsights } from '#src/features/catalog/api/get-config-insights.ts';
import { INSIGHTS_PAGE_SIZE } from '#src/features/catalog/utils/insights/insights-query.ts';
import { useInsightsUrlState } from '#src/features/catalog/utils/insights/use-insights-url-state.ts';
import { InsightDetailPanel } from './insight-detail-panel.tsx';
import { InsightsFilters } from './insights-filters.tsx';
import { insightsTableColumns } from './insights-table-columns.tsx';

const DEFAULT_SORT: SortingState = [{ id: 'last_observed', desc: true }];
const RESET_PAGE = ['pageIndex'] as const;

/** Filters, the server-paged insights table and the detail panel, for all configs or one. */
export function ConfigInsightsView({ configId }: { configId?: string }) {
  const [filters, updateFilters] = useInsightsUrlState();
  const pagination = usePaginationSearchParams({ defaultPageSize: INSIGHTS_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ defaultSorting: DEFAULT_SORT, resetKeys: RESET_PAGE });
  const [openInsight, setOpenInsight] = useState<ConfigInsightRow | null>(null);
  const columns = useMemo(() => insightsTableColumns(!configId), [configId]);

  const insights = useConfigInsights({
    ...filters,
    configId,
    pageIndex: pagination.pageIndex,
    pageSize: pagination.pageSize,
    sortBy: sorting[0]?.id,
    sortDesc: sorting[0]?.desc,
  });

  return (
    <div className="flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">
        <InsightsFilters filters={filters} onChange={updateFilters} showConfigType={!configId} />
        {insights.isError ? (
          <ErrorPanel message={insights.error.message} onRetry={() => void insights.refetch()} />
        ) : (
          <DataTable
            label="Insights"
            className="flex-1"
            columns={columns}
            data={insights.data?.items ?? []}
            getRowId={(row) => row.id}
            isLoading={insights.isPending}
            isFetching={insights.isFetching}
            emptyMessage="No insights found"
            manualSorting
            sorting={sorting}
            onSortingChange={setSorting}
            onRowClick={setOpenInsight}
            pagination={{ mode: 'remote', ...pagination, totalRowCount: insights.data?.total ?? 0 }}
          />
        )}
      </div>
      {openInsight && <InsightDetailPanel insight={openInsight} onClose={() => setOpenInsight(null)} />}
    </div>
  );
}
