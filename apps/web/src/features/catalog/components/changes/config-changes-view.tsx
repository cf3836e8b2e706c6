import { resolveTimeRange } from '@vigil/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useTimeRangeSearchParams } from '#src/ui/time-range-picker/use-time-range-search-params.ts';
import { useConfigChanges } from '#src/features/catalog/api/get-config-changes.ts';
import {
  CHANGES_DEFAULT_SORT,
  CHANGES_PAGE_SIZE,
  type ChangesScope,
  buildChangesRequest,
} from '#src/features/catalog/utils/changes/changes-request.ts';
import { CHANGES_DEFAULT_TIME_RANGE, useChangesUrlState } from '#src/features/catalog/utils/changes/use-changes-url-state.ts';
import { ChangeDetailDialog } from './change-detail-dialog.tsx';
import { ChangesFilters } from './changes-filters.tsx';
import { CHANGES_TABLE_COLUMNS } from './changes-table-columns.tsx';

const RESET_PAGE = ['pageIndex'] as const;

export interface ConfigChangesViewProps {
  scope: ChangesScope;
}

/** Filters, the server-paged changes table and the change detail, for all configs or one. */
export function ConfigChangesView({ scope }: ConfigChangesViewProps) {
  const [filters, updateFilters] = useChangesUrlState();
  const { timeRange, setTimeRange } = useTimeRangeSearchParams(CHANGES_DEFAULT_TIME_RANGE, { resetKeys: RESET_PAGE });
  const pagination = usePaginationSearchParams({ defaultPageSize: CHANGES_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ defaultSorting: CHANGES_DEFAULT_SORT, resetKeys: RESET_PAGE });
  const [openChangeId, setOpenChangeId] = useState<string | null>(null);

  // Resolved when the range is chosen, so a relative range does not move on every render.
  const range = useMemo(() => {
    const resolved = resolveTimeRange(timeRange);
    return resolved.ok ? { from: resolved.from.toISOString(), to: resolved.to.toISOString() } : null;
  }, [timeRange]);
  const request = buildChangesRequest({
    filters,
    scope,
    range,
    pageIndex: pagination.pageIndex,
    pageSize: pagination.pageSize,
    sorting,
  });
  const changes = useConfigChanges(request);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChangesFilters
        filters={filters}
        onChange={updateFilters}
        timeRange={timeRange}
        onTimeRangeChange={setTimeRange}
        showConfigType={!scope.configId}
      />
      {changes.isError ? (
        <ErrorPanel message={changes.error.message} onRetry={() => void changes.refetch()} />
      ) : (
        <DataTable
          label="Config changes"
          className="flex-1"
          columns={CHANGES_TABLE_COLUMNS}
          data={changes.data?.changes ?? []}
          getRowId={(row) => row.id}
          isLoading={changes.isPending}
          isFetching={changes.isFetching}
          emptyMessage="No changes found"
          manualSorting
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(row) => setOpenChangeId(row.id)}
          pagination={{ mode: 'remote', ...pagination, totalRowCount: changes.data?.total ?? 0 }}
        />
      )}
      <ChangeDetailDialog changeId={openChangeId} onClose={() => setOpenChangeId(null)} />
    </div>
  );
}
