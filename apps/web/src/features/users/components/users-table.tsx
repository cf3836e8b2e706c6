import { formatTimestamp } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { displayRole } from '@vigil/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { User } from '../api/list-users.ts';
import { roleLabel } from '../utils/invitable-roles.ts';

export interface UsersTableProps {
  users: User[];
  isLoading: boolean;
  isFetching: boolean;
  /** Given only to users who may change identities: adds the row actions and row click. */
  onEdit?: (user: User) => void;
  onDelete?: (user: User) => void;
}

const ICON_BUTTON = 'rounded p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900';


export function UsersTable({ users, isLoading, isFetching, onEdit, onDelete }: UsersTableProps) {
  const columns = useMemo(() => {
    const base: ColumnDef<User, string>[] = [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (user) => user.name,
        cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue()}</span>,
      },
      { id: 'email', header: 'Email', accessorFn: (user) => user.email },
      { id: 'role', header: 'Role', accessorFn: (user) => roleLabel(displayRole(user.roles)) },
      {
        id: 'state',
        header: 'State',
        accessorFn: (user) => user.state,
        cell: ({ getValue }) => <span className="capitalize">{getValue()}</span>,
      },
      {
        id: 'created_at',
        header: 'Created',
        accessorFn: (user) => user.created_at ?? '',
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatTimestamp(getValue())}</time>,
      },
    ];
    if (!onEdit || !onDelete) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        meta: { className: 'w-24 text-right' },
        cell: ({ row }) => (
          <span className="inline-flex gap-1">
            <button type="button" aria-label={`Edit ${row.original.name}`} className={ICON_BUTTON} onClick={() => onEdit(row.original)}>
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Delete ${row.original.name}`}
              className={ICON_BUTTON}
              onClick={() => onDelete(row.original)}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </span>
        ),
      },
    ] satisfies ColumnDef<User, string>[];
  }, [onEdit, onDelete]);

  return (
    <DataTable
      label="Users"
      columns={columns}
      data={users}
      getRowId={(user) => user.id}
      isLoading={isLoading}
      isFetching={isFetching}
      onRowClick={onEdit}
    />
  );
}
