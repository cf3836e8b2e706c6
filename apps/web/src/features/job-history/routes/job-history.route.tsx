import { resolveTimeRange } from '@vigil/domain';
import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ServerPagedTable } from '#src/ui/data-table/server-paged-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { withTriState } from '#src/ui/filters/tri-state.ts';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useTimeRangeSearchParams } from '#src/ui/time-range-picker/use-time-range-search-params.ts';
import { useJobHistories } from '../api/list-job-histories.ts';
import { useJobHistoryNames } from '../api/list-job-history-names.ts';
import type { JobHistoryListRow } from '../api/job-history.types.ts';
import { jobHistoryTableColumns } from '../components/job-history-columns.tsx';
import { JobDetailsDialog } from '../components/job-details-dialog.tsx';
import { JobHistoryFiltersBar } from '../components/job-history-filters.tsx';
import {
  JOB_HISTORY_DEFAULT_TIME_RANGE,
  JOB_HISTORY_PAGE_SIZE,
  JOB_HISTORY_PAGE_SIZES,
  JOB_HISTORY_SORT_COLUMNS,
  type JobHistorySortColumn,
} from '../utils/job-history-filters.ts';
import { REFRESH_OPTIONS, refreshIntervalMs } from '../utils/refresh-intervals.ts';
import { useJobHistoryFilters } from '../utils/use-job-history-filters.ts';

export const NO_JOBS = 'No job runs found';
const RESET_PAGE = ['pageIndex'] as const;

function sortColumn(id: string | undefined): JobHistorySortColumn | null {
  return id && (JOB_HISTORY_SORT_COLUMNS as readonly string[]).includes(id) ? (id as JobHistorySortColumn) : null;
}

/** /settings/jobs: every scheduled run, filtered and paged by the server; a row opens its details (spec 001 §2.3). */
export function JobHistoryRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setters] = useJobHistoryFilters();
  const { timeRange, setTimeRange } = useTimeRangeSearchParams(JOB_HISTORY_DEFAULT_TIME_RANGE, { resetKeys: RESET_PAGE });
  const pagination = usePaginationSearchParams({ defaultPageSize: JOB_HISTORY_PAGE_SIZE });
  const [sorting, onSortingChange] = useSortingSearchParams({ resetKeys: RESET_PAGE });
  const refresh = searchParams.get('refresh') ?? '';
  const names = useJobHistoryNames();
  const [opened, setOpened] = useState<JobHistoryListRow | null>(null);
  // Resolved when the range is chosen, so a relative range does not move on every render.
  const range = useMemo(() => {
    const resolved = resolveTimeRange(timeRange);
    return resolved.ok ? { from: resolved.from.toISOString(), to: resolved.to.toISOString() } : null;
  }, [timeRange]);
  const columns = useMemo(
    () =>
      jobHistoryTableColumns((column, value, state) =>
        column === 'name' ? setters.setName(withTriState(filters.name, value, state)) : setters.setStatus(withTriState(filters.status, value, state)),
      ),
    [filters.name, filters.status, setters],
  );
  const sort = sorting[0];
  const jobs = useJobHistories(
    {
      ...filters,
      range,
      pageIndex: pagination.pageIndex,
      pageSize: pagination.pageSize,
      sortBy: sortColumn(sort?.id),
      sortOrder: sort?.desc ? 'desc' : 'asc',
    },
    refreshIntervalMs(refresh),
  );

  const setRefresh = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('refresh', value);
      else next.delete('refresh');
      return next;
    });

  return (
    <PageLayout
      title="Job History"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Job History' }]}
      onRefresh={() => void jobs.refetch()}
      isRefreshing={jobs.isFetching}
      extra={<FilterSelect label="Refresh" allLabel="None" value={refresh} options={REFRESH_OPTIONS} onChange={setRefresh} />}
      contentClassName="flex flex-col"
    >
      <JobHistoryFiltersBar
        filters={filters}
        setters={setters}
        names={names.data ?? []}
        timeRange={timeRange}
        onTimeRangeChange={setTimeRange}
      />
      {jobs.isError && !jobs.data ? (
        <ErrorPanel title="Could not load job history" message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : (
        <ServerPagedTable
          label="Job history"
          columns={columns}
          rows={jobs.data?.items ?? []}
          getRowId={(row) => row.id}
          total={jobs.data?.total ?? 0}
          isLoading={jobs.isPending}
          isFetching={jobs.isFetching}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          onPageChange={pagination.onChange}
          pageSizeOptions={JOB_HISTORY_PAGE_SIZES}
          sorting={sorting}
          onSortingChange={onSortingChange}
          onRowClick={setOpened}
          emptyMessage={<EmptyState size="compact" icon={History} title={NO_JOBS} description="Runs in the chosen time range that match the filters appear here." />}
        />
      )}
      <JobDetailsDialog job={opened} onClose={() => setOpened(null)} />
    </PageLayout>
  );
}
