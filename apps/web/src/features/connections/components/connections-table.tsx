import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { connectionType } from '@vigil/domain';
import { Cable, Plus } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import type { ConnectionSummary } from '../api/connection.types.ts';
import { CONNECTION_PAGE_SIZES, type ConnectionListParams } from '../utils/connection-list-params.ts';

export interface ConnectionsTableProps {
  connections: ConnectionSummary[];
  total: number;
  params: ConnectionListParams;
  isLoading: boolean;
  isFetching: boolean;
  onPageChange: (page: { pageIndex: number; pageSize: number }) => void;
  onSortingChange: (sorting: SortingState) => void;
  onRowClick: (connection: ConnectionSummary) => void;
  /** Offered in the empty state to those who may write. */
  onAdd?: (() => void) | undefined;
}

// Column ids are columns of connections: the server sorts by them. Below 1280 px wide panes the creation time gives way first.
const COLUMNS: ColumnDef<ConnectionSummary, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (connection) => connection.name,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.name}</span>,
    meta: { truncate: true },
  },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (connection) => connection.type,
    cell: ({ row }) => <IconLabel name={row.original.type}>{connectionType(row.original.type)?.label ?? row.original.type}</IconLabel>,
  },
  {
    id: 'namespace',
    header: 'Namespace',
    accessorFn: (connection) => connection.namespace,
    cell: ({ row }) => <Badge>{row.original.namespace}</Badge>,
    meta: { priority: 'high' },
  },
  {
    id: 'url',
    header: 'URL',
    accessorFn: (connection) => connection.url ?? '',
    // Narrower than other truncated cells: the whole list fits a 1280 px screen.
    cell: ({ row }) => (
      <span className="block max-w-56 truncate font-mono text-xs text-gray-700" title={row.original.url ?? undefined}>
        {row.original.url ?? ''}
      </span>
    ),
    meta: { priority: 'medium' },
  },
  {
    id: 'source',
    header: 'Source',
    accessorFn: (connection) => connection.source ?? 'UI',
    meta: { truncate: true, priority: 'medium' },
  },
  createdByColumn((connection) => connection.creator?.name, 'medium'),
  timestampColumn('created_at', 'Created', (connection) => connection.created_at, 'low'),
  timestampColumn('updated_at', 'Updated', (connection) => connection.updated_at, 'medium'),
];

/** The connections list, paged and sorted by the server. */
export function ConnectionsTable({ connections, total, params, isLoading, isFetching, onPageChange, onSortingChange, onRowClick, onAdd }: ConnectionsTableProps) {
  const sorting: SortingState = params.sortBy ? [{ id: params.sortBy, desc: params.sortOrder === 'desc' }] : [];
  return (
    <DataTable
      label="Connections"
      columns={COLUMNS}
      data={connections}
      getRowId={(connection) => connection.id}
      isLoading={isLoading}
      isFetching={isFetching}
      onRowClick={onRowClick}
      emptyMessage={
        <EmptyState
          size="compact"
          icon={Cable}
          title="No connections yet"
          description="A connection keeps the address and credentials of a database, cloud account or service in one place, so checks, scrapers, playbooks and notifications can refer to it by name."
          action={
            onAdd && (
              <button type="button" className={PRIMARY_BUTTON} onClick={onAdd}>
                <Plus aria-hidden className="size-4" />
                Add Connection
              </button>
            )
          }
        />
      }
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting
      pagination={{
        mode: 'remote',
        pageIndex: params.pageIndex,
        pageSize: params.pageSize,
        totalRowCount: total,
        pageSizeOptions: CONNECTION_PAGE_SIZES,
        onChange: onPageChange,
      }}
    />
  );
}
