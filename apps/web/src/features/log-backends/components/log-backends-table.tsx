import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TagsCell } from '#src/ui/data-table/tags-cell.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import type { LogBackendRow } from '../api/log-backend.types.ts';
import { LOG_BACKEND_PAGE_SIZES } from '../utils/log-backend-list-params.ts';
import { backendTypesOf } from '../utils/log-backend-spec.ts';

export interface LogBackendsTableProps extends ServerPagedListProps<LogBackendRow> {
  backends: LogBackendRow[];
}

/*
 * The columns of spec 001 §2.5 that a backend has: it is not scheduled (no Schedule, Job Status,
 * Last Run, Last Failed) and has no namespace; its types say what it searches.
 */
const COLUMNS: ColumnDef<LogBackendRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  },
  { id: 'types', header: 'Types', accessorFn: (backend) => backendTypesOf(backend.spec).join(', '), enableSorting: false, meta: { truncate: true } },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'medium' } },
  { id: 'tags', header: 'Tags', accessorKey: 'labels', enableSorting: false, cell: ({ row }) => <TagsCell tags={row.original.labels} />, meta: { priority: 'medium' } },
  timestampColumn('created_at', 'Created', (backend) => backend.created_at),
  timestampColumn('updated_at', 'Updated', (backend) => backend.updated_at, 'medium'),
  createdByColumn((backend) => backend.creator?.name, 'medium'),
];

/** The log backends list: one page from the server, sorted by the server. */
export function LogBackendsTable({ backends, ...paging }: LogBackendsTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Log backends"
      columns={COLUMNS}
      rows={backends}
      getRowId={(backend) => backend.id}
      emptyMessage="No resources found"
      pageSizeOptions={LOG_BACKEND_PAGE_SIZES}
    />
  );
}
