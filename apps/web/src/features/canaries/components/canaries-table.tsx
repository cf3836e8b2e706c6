import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '../../../ui/data-table/server-paged-table.tsx';
import { TimestampCell } from '../../../ui/data-table/timestamp-cell.tsx';
import { Icon } from '../../../ui/icon/icon.tsx';
import type { CanaryRow } from '../api/canary.types.ts';
import { CANARY_PAGE_SIZES } from '../utils/canary-list-params.ts';
import { checkCountsByType, checkTypesOf } from '../utils/canary-spec-form.ts';
import { JobStatusBadge } from '../../jobs/components/job-status-badge.tsx';

export interface CanariesTableProps extends ServerPagedListProps<CanaryRow> {
  canaries: CanaryRow[];
}

/** The spec's schedule decides the runs; the column is the fallback when the spec names none. */
function scheduleOf(canary: CanaryRow): string {
  const fromSpec = canary.spec?.schedule;
  return typeof fromSpec === 'string' ? fromSpec : (canary.schedule ?? '');
}

const COLUMNS: ColumnDef<CanaryRow, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span> },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace' },
  { id: 'schedule', header: 'Schedule', accessorKey: 'schedule', cell: ({ row }) => scheduleOf(row.original) },
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
  },
  { id: 'source', header: 'Source', accessorKey: 'source' },
  { id: 'job_status', header: 'Job Status', accessorKey: 'job_status', cell: ({ row }) => <JobStatusBadge status={row.original.job_status} /> },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: TimestampCell },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: TimestampCell },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell },
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
