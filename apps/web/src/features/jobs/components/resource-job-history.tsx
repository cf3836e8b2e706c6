import { formatTimestamp } from '@vigil/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { ErrorPanel } from '../../../ui/error-boundary/error-panel.tsx';
import type { JobHistoryRow } from '../api/job-history.types.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

function formatDuration(millis: number | null): string {
  if (millis === null) return '';
  return millis < 1000 ? `${millis}ms` : `${(millis / 1000).toFixed(1)}s`;
}

const COLUMNS: ColumnDef<JobHistoryRow, unknown>[] = [
  { id: 'name', header: 'Job', accessorKey: 'name' },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <JobStatusBadge status={row.original.status} /> },
  { id: 'time_start', header: 'Started', accessorKey: 'time_start', cell: ({ row }) => formatTimestamp(row.original.time_start) },
  { id: 'duration_millis', header: 'Duration', accessorKey: 'duration_millis', cell: ({ row }) => formatDuration(row.original.duration_millis) },
  { id: 'success_count', header: 'Success', accessorKey: 'success_count' },
  { id: 'error_count', header: 'Errors', accessorKey: 'error_count' },
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
      emptyMessage="No job runs yet"
    />
  );
}
