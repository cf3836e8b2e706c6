import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { TimestampCell } from '../../../../ui/data-table/timestamp-cell.tsx';
import { IconLabel } from '../../../../ui/icon/icon-label.tsx';
import type { ConfigChangeRow } from '../../api/config-change.types.ts';
import { severityClasses } from '../../utils/changes/change-severities.ts';

/** Columns of the changes list; the server sorts, so each sortable id is a column it knows. */
export const CHANGES_TABLE_COLUMNS: ColumnDef<ConfigChangeRow>[] = [
  {
    id: 'created_at',
    header: 'Time',
    accessorFn: (row) => row.created_at,
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap' },
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
  },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (row) => row.type ?? row.config?.type ?? '',
    cell: ({ getValue }) => {
      const type = getValue() as string;
      return type && <IconLabel name={type}>{type}</IconLabel>;
    },
  },
  {
    id: 'change_type',
    header: 'Change Type',
    accessorFn: (row) => row.change_type,
    cell: ({ row }) => <IconLabel name={row.original.change_type}>{row.original.change_type}</IconLabel>,
  },
  {
    id: 'summary',
    header: 'Summary',
    accessorFn: (row) => row.summary ?? '',
    enableSorting: false,
    meta: { className: 'max-w-md truncate' },
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
  { id: 'source', header: 'Source', accessorFn: (row) => row.source ?? '' },
  {
    id: 'count',
    header: 'Count',
    accessorFn: (row) => row.count ?? 1,
    meta: { className: 'text-right' },
  },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (row) => row.created_by ?? row.external_created_by ?? '',
  },
];
