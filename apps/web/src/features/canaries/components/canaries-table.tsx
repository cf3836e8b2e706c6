import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { CanaryRow } from '../api/canary.types.ts';
import { CANARY_PAGE_SIZES } from '../utils/canary-list-params.ts';
import { checkCountsByType, checkTypesOf } from '../utils/canary-spec-form.ts';
import { JobStatusBadge } from '#src/ui/job-history/job-status-badge.tsx';

export interface CanariesTableProps extends ServerPagedListProps<CanaryRow> {
  canaries: CanaryRow[];
}

/** The spec's schedule decides the runs; the column is the fallback when the spec names none. */
function scheduleOf(canary: CanaryRow): string {
  const fromSpec = canary.spec?.schedule;
  return typeof fromSpec === 'string' ? fromSpec : (canary.schedule ?? '');
}

const TIME = { className: 'whitespace-nowrap tabular-nums' };

const COLUMNS: ColumnDef<CanaryRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace', meta: { truncate: true } },
  {
    id: 'schedule',
    header: 'Schedule',
    accessorKey: 'schedule',
    cell: ({ row }) => scheduleOf(row.original),
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'checks',
    header: 'Checks',
    accessorFn: (canary) => checkCountsByType(canary.spec),
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <span className="inline-flex items-center gap-1.5">
        {checkTypesOf(row.original.spec).map((type) => (
          <Icon key={type} name={type} className="text-gray-500" />
        ))}
        <span className="whitespace-nowrap">{getValue() as string}</span>
      </span>
    ),
    meta: { className: 'whitespace-nowrap' },
  },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'medium' } },
  { id: 'job_status', header: 'Job Status', accessorKey: 'job_status', cell: ({ row }) => <JobStatusBadge status={row.original.job_status} /> },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: TimestampCell, meta: TIME },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
];

/** The health checks list: one page from the server, sorted by the server. */
export function CanariesTable({ canaries, ...paging }: CanariesTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Health checks"
      columns={COLUMNS}
      rows={canaries}
      getRowId={(canary) => canary.id}
      emptyMessage="No resources found"
      pageSizeOptions={CANARY_PAGE_SIZES}
    />
  );
}
