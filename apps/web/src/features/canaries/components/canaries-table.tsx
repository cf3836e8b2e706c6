import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TagsCell } from '#src/ui/data-table/tags-cell.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { CanaryRow } from '../api/canary.types.ts';
import { CANARY_PAGE_SIZES } from '../utils/canary-list-params.ts';
import { checkCountsByType, checkTypesOf } from '../utils/canary-spec-form.ts';
import { JobStatusCell } from '#src/ui/job-history/job-status-cell.tsx';

export interface CanariesTableProps extends ServerPagedListProps<CanaryRow> {
  canaries: CanaryRow[];
}

/** The spec's schedule decides the runs; the column is the fallback when the spec names none. */
function scheduleOf(canary: CanaryRow): string {
  const fromSpec = canary.spec?.schedule;
  return typeof fromSpec === 'string' ? fromSpec : (canary.schedule ?? '');
}

const TIME = { className: 'whitespace-nowrap tabular-nums' };

/*
 * The columns of spec 001 §2.5 (and the check types, which say what a canary does). At 1280 px the
 * table beside the sidebar is narrower than 1280 px, so 'low' columns give way there and 'medium'
 * ones below 896 px of table (docs/architecture.md, "Web: the UI kit").
 */
const COLUMNS: ColumnDef<CanaryRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'low' } },
  {
    id: 'schedule',
    header: 'Schedule',
    accessorKey: 'schedule',
    cell: ({ row }) => scheduleOf(row.original),
    meta: { className: 'whitespace-nowrap', priority: 'medium' },
  },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace', meta: { truncate: true, priority: 'medium' } },
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
    meta: { className: 'whitespace-nowrap', priority: 'medium' },
  },
  {
    id: 'job_status',
    header: 'Job Status',
    accessorKey: 'job_status',
    cell: ({ row }) => <JobStatusCell status={row.original.job_status} resourcePath={`/settings/canaries/${row.original.id}`} />,
  },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: TimestampCell, meta: TIME },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'tags', header: 'Tags', accessorKey: 'labels', enableSorting: false, cell: ({ row }) => <TagsCell tags={row.original.labels} />, meta: { priority: 'medium' } },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell, meta: { ...TIME, priority: 'medium' } },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (canary) => canary.creator?.name ?? '',
    enableSorting: false,
    meta: { truncate: true, priority: 'low' },
  },
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
