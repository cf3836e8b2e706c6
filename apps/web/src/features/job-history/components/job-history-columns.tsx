import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { JobStatusBadge } from '#src/ui/job-history/job-status-badge.tsx';
import { CellFilterButtons } from './cell-filter-buttons.tsx';
import type { JobHistoryListRow } from '../api/job-history.types.ts';
import { NO_AGENT_ID, formatRunDuration, resourcePath, resourceTypeLabel } from '../utils/job-resource.ts';

const NUMBER = { className: 'text-right tabular-nums whitespace-nowrap' };

function ResourceCell({ job }: { job: JobHistoryListRow }) {
  if (!job.resource_type) return null;
  const path = resourcePath(job.resource_type, job.resource_id);
  // Maintenance jobs name a table as both type and id (check_statuses): said once.
  const name = job.resource_name ?? (job.resource_id === job.resource_type ? '' : (job.resource_id ?? ''));
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 text-xs text-gray-500">{resourceTypeLabel(job.resource_type)}</span>
      {path && name ? (
        <Link to={path} onClick={(event) => event.stopPropagation()} className="truncate text-blue-700 hover:underline">
          {name}
        </Link>
      ) : (
        <span className="truncate">{name}</span>
      )}
    </span>
  );
}

/** Includes (1) or excludes (-1) a cell's value in the filter of that column. */
export type CellFilter = (column: 'name' | 'status', value: string, state: 1 | -1) => void;

/**
 * The columns of /settings/jobs (issue 17): Name, Resource, Status, Started, Duration, Success/Error
 * counts, Agent, Hostname. Name and Status cells filter the list by their value.
 */
export function jobHistoryTableColumns(filterBy: CellFilter): ColumnDef<JobHistoryListRow, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorKey: 'name',
      cell: ({ row }) => (
        <CellFilterButtons value={row.original.name} onFilter={(value, state) => filterBy('name', value, state)}>
          {row.original.name}
        </CellFilterButtons>
      ),
      meta: { className: 'max-w-xs' },
    },
    {
      id: 'resource_type',
      header: 'Resource',
      accessorKey: 'resource_type',
      cell: ({ row }) => <ResourceCell job={row.original} />,
      meta: { truncate: true },
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => (
        <CellFilterButtons value={row.original.status} onFilter={(value, state) => filterBy('status', value, state)}>
          <JobStatusBadge status={row.original.status} />
        </CellFilterButtons>
      ),
    },
    { id: 'time_start', header: 'Started', accessorKey: 'time_start', cell: TimestampCell, meta: { className: 'whitespace-nowrap tabular-nums' } },
    {
      id: 'duration_millis',
      header: 'Duration',
      accessorKey: 'duration_millis',
      cell: ({ row }) => formatRunDuration(row.original.duration_millis),
      meta: NUMBER,
    },
    { id: 'success_count', header: 'Success', accessorKey: 'success_count', meta: { ...NUMBER, priority: 'medium' } },
    { id: 'error_count', header: 'Errors', accessorKey: 'error_count', meta: { ...NUMBER, priority: 'medium' } },
    {
      id: 'agent',
      header: 'Agent',
      enableSorting: false,
      cell: ({ row }) => {
        const agent = row.original.agent;
        return agent?.id && agent.id !== NO_AGENT_ID ? agent.name : null;
      },
      meta: { priority: 'low', truncate: true },
    },
    { id: 'hostname', header: 'Hostname', accessorKey: 'hostname', enableSorting: false, meta: { priority: 'low', truncate: true } },
  ];
}
