import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import type { ConfigChangeRow } from '#src/features/catalog/api/config-change.types.ts';
import { severityClasses } from '#src/features/catalog/utils/changes/change-severities.ts';

/** Columns of the changes list; the server sorts, so each sortable id is a column it knows. */
export const CHANGES_TABLE_COLUMNS: ColumnDef<ConfigChangeRow>[] = [
  {
    id: 'created_at',
    header: 'Time',
    accessorFn: (row) => row.created_at,
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => row.name ?? row.config?.name ?? '',
    cell: ({ row }) => (
      <Link
        to={`/catalog/${row.original.config_id}`}
        onClick={(event) => event.stopPropagation()}
        className="text-blue-700 hover:underline"
      >
        {row.original.name ?? row.original.config?.name ?? row.original.config_id}
      </Link>
    ),
    meta: { truncate: true },
  },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (row) => row.type ?? row.config?.type ?? '',
    cell: ({ getValue }) => {
      const type = getValue() as string;
      return type && <IconLabel name={type}>{type}</IconLabel>;
    },
    meta: { truncate: true, priority: 'medium' },
  },
  {
    id: 'change_type',
    header: 'Change Type',
    accessorFn: (row) => row.change_type,
    cell: ({ row }) => <IconLabel name={row.original.change_type}>{row.original.change_type}</IconLabel>,
    meta: { truncate: true },
  },
  {
    id: 'summary',
    header: 'Summary',
    accessorFn: (row) => row.summary ?? '',
    enableSorting: false,
    meta: { truncate: true, className: 'w-1/3' },
  },
  {
    id: 'severity',
    header: 'Severity',
    accessorFn: (row) => row.severity ?? '',
    cell: ({ row }) =>
      row.original.severity ? (
        <span className={`rounded px-1.5 py-0.5 text-xs ${severityClasses(row.original.severity)}`}>{row.original.severity}</span>
      ) : null,
  },
  { id: 'source', header: 'Source', accessorFn: (row) => row.source ?? '', meta: { truncate: true, priority: 'low' } },
  {
    id: 'count',
    header: 'Count',
    accessorFn: (row) => row.count ?? 1,
    meta: { className: 'text-right tabular-nums', priority: 'medium' },
  },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (row) => row.created_by ?? row.external_created_by ?? '',
    meta: { truncate: true, priority: 'low' },
  },
];
