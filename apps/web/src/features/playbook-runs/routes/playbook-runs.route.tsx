import { resolveTimeRange } from '@vigil/domain';
import { Workflow } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useTimeRangeSearchParams } from '#src/ui/time-range-picker/use-time-range-search-params.ts';
import { usePlaybookNames } from '../api/get-playbook-names.ts';
import { usePlaybookRuns } from '../api/get-playbook-runs.ts';
import { RunsFilters } from '../components/list/runs-filters.tsx';
import { RUN_COLUMNS } from '../components/list/runs-table-columns.tsx';
import { SelectedPlaybookActions } from '../components/list/selected-playbook-actions.tsx';
import { RUNS_DEFAULT_TIME_RANGE, RUNS_PAGE_SIZE } from '../utils/run-list-filters.ts';
import { useRunListFilters } from '../utils/use-run-list-filters.ts';

export const NO_RUNS = 'No playbook runs found';
const RESET_PAGE = ['pageIndex'] as const;

/** /playbooks/runs: the filtered, server-paged run list (spec 002 §2); a row opens the run. */
export function PlaybookRunsRoute() {
  const navigate = useNavigate();
  const [filters, updateFilters] = useRunListFilters();
  const { timeRange, setTimeRange } = useTimeRangeSearchParams(RUNS_DEFAULT_TIME_RANGE, { resetKeys: RESET_PAGE });
  const pagination = usePaginationSearchParams({ defaultPageSize: RUNS_PAGE_SIZE });
  const playbooks = usePlaybookNames();
  // Resolved when the range is chosen, so a relative range does not move on every render.
  const range = useMemo(() => {
    const resolved = resolveTimeRange(timeRange);
    return resolved.ok ? { from: resolved.from.toISOString(), to: resolved.to.toISOString() } : null;
  }, [timeRange]);
  const runs = usePlaybookRuns({ ...filters, range, pageIndex: pagination.pageIndex, pageSize: pagination.pageSize });
  const selected = filters.playbook ? (playbooks.data?.find((playbook) => playbook.id === filters.playbook) ?? { id: filters.playbook, name: '', title: null }) : null;

  return (
    <PageLayout
      title="Playbook Runs"
      breadcrumbs={[{ label: 'Playbooks', to: '/playbooks' }, { label: 'Runs' }]}
      onRefresh={() => void runs.refetch()}
      isRefreshing={runs.isFetching}
      extra={selected && <SelectedPlaybookActions playbook={selected} />}
      contentClassName="flex flex-col"
    >
      <RunsFilters
        filters={filters}
        onChange={updateFilters}
        playbooks={playbooks.data ?? []}
        timeRange={timeRange}
        onTimeRangeChange={setTimeRange}
      />
      {runs.isError ? (
        <ErrorPanel title="Could not load playbook runs" message={runs.error.message} onRetry={() => void runs.refetch()} />
      ) : (
        <DataTable
          label="Playbook runs"
          className="flex-1"
          columns={RUN_COLUMNS}
          data={runs.data?.items ?? []}
          getRowId={(row) => row.id}
          isLoading={runs.isPending}
          isFetching={runs.isFetching}
          emptyMessage={<EmptyState size="compact" icon={Workflow} title={NO_RUNS} description="Runs started in the chosen time range appear here." />}
          enableSorting={false}
          onRowClick={(row) => void navigate(`/playbooks/runs/${row.id}`)}
          pagination={{ mode: 'remote', ...pagination, totalRowCount: runs.data?.total ?? 0 }}
        />
      )}
    </PageLayout>
  );
}
