import type { JobHistoryRow } from '@vigil/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { History } from 'lucide-react';
import { DataTable } from '../data-table/data-table.tsx';
import { TimestampCell } from '../data-table/timestamp-cell.tsx';
import { ErrorPanel } from '../error-boundary/error-panel.tsx';
import { EmptyState } from '../page/empty-state.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';

function formatDuration(millis: number | null): string {
  if (millis === null) return '';
  return millis < 1000 ? `${millis}ms` : `${(millis / 1000).toFixed(1)}s`;
}

const NUMBER = { className: 'text-right tabular-nums' };

const COLUMNS: ColumnDef<JobHistoryRow, unknown>[] = [
  { id: 'name', header: 'Job', accessorKey: 'name', meta: { truncate: true } },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <JobStatusBadge status={row.original.status} /> },
  {
    id: 'time_start',
    header: 'Started',
    accessorKey: 'time_start',
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap tabular-nums' },
  },
  { id: 'duration_millis', header: 'Duration', accessorKey: 'duration_millis', cell: ({ row }) => formatDuration(row.original.duration_millis), meta: NUMBER },
  { id: 'success_count', header: 'Success', accessorKey: 'success_count', meta: NUMBER },
  { id: 'error_count', header: 'Errors', accessorKey: 'error_count', meta: NUMBER },
];

/** The job runs of one resource (a canary, a scraper, ...), newest first, as its query returned them. */
export function ResourceJobHistory({ jobs }: { jobs: UseQueryResult<JobHistoryRow[]> }) {
  if (jobs.error) return <ErrorPanel title="Could not load job history" message={jobs.error.message} onRetry={() => void jobs.refetch()} />;
  return (
    <DataTable
      label="Job history"
      columns={COLUMNS}
      data={jobs.data ?? []}
      getRowId={(job) => job.id}
      isLoading={jobs.isPending}
      isFetching={jobs.isFetching}
      enableSorting={false}
      emptyMessage={<EmptyState size="compact" icon={History} title="No job runs yet" description="Runs appear here once the schedule or Run Now starts one." />}
    />
  );
}
