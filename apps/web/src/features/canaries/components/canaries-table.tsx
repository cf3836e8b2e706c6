import { formatTimestamp } from '@vigil/domain';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { CanaryRow } from '../api/canary.types.ts';
import { CANARY_PAGE_SIZES } from '../utils/canary-list-params.ts';
import { checkCountsByType } from '../utils/canary-spec-form.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

export interface CanariesTableProps {
  canaries: CanaryRow[];
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (state: { pageIndex: number; pageSize: number }) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onRowClick: (canary: CanaryRow) => void;
}

/** The spec's schedule decides the runs; the column is the fallback when the spec names none. */
function scheduleOf(canary: CanaryRow): string {
  const fromSpec = canary.spec?.schedule;
  return typeof fromSpec === 'string' ? fromSpec : (canary.schedule ?? '');
}

const dateCell = ({ getValue }: { getValue: () => unknown }) => {
  const value = getValue() as string | null;
  return value ? <time dateTime={value}>{formatTimestamp(value)}</time> : null;
};

const COLUMNS: ColumnDef<CanaryRow, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span> },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace' },
  { id: 'schedule', header: 'Schedule', accessorKey: 'schedule', cell: ({ row }) => scheduleOf(row.original) },
  { id: 'checks', header: 'Checks', accessorFn: (canary) => checkCountsByType(canary.spec), enableSorting: false },
  { id: 'source', header: 'Source', accessorKey: 'source' },
  { id: 'job_status', header: 'Job Status', accessorKey: 'job_status', cell: ({ row }) => <JobStatusBadge status={row.original.job_status} /> },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: dateCell },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: dateCell },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: dateCell },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: dateCell },
];

/** The health checks list: one page from the server, sorted by the server. */
export function CanariesTable(props: CanariesTableProps) {
  return (
    <DataTable
      label="Health checks"
      columns={COLUMNS}
      data={props.canaries}
      getRowId={(canary) => canary.id}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      emptyMessage="No resources found"
      sorting={props.sorting}
      onSortingChange={props.onSortingChange}
      manualSorting
      onRowClick={props.onRowClick}
      pagination={{
        mode: 'remote',
        pageIndex: props.pageIndex,
        pageSize: props.pageSize,
        onChange: props.onPageChange,
        totalRowCount: props.total,
        pageSizeOptions: CANARY_PAGE_SIZES,
      }}
    />
  );
}
