import type { ColumnDef } from '@tanstack/react-table';
import { displayRole } from '@vigil/domain';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Badge, type BadgeTone } from '#src/ui/badge/badge.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
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

const STATE_TONES: Partial<Record<string, BadgeTone>> = { active: 'success', invited: 'info' };

const ICON_BUTTON = `rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 ${FOCUS_RING}`;

export function UsersTable({ users, isLoading, isFetching, onEdit, onDelete }: UsersTableProps) {
  const columns = useMemo(() => {
    const base: ColumnDef<User, string>[] = [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (user) => user.name,
        cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue()}</span>,
        meta: { truncate: true },
      },
      { id: 'email', header: 'Email', accessorFn: (user) => user.email, meta: { truncate: true } },
      {
        id: 'role',
        header: 'Role',
        accessorFn: (user) => roleLabel(displayRole(user.roles)),
        cell: ({ getValue }) => <Badge tone="info">{getValue()}</Badge>,
      },
      {
        id: 'state',
        header: 'State',
        accessorFn: (user) => user.state,
        cell: ({ getValue }) => <Badge tone={STATE_TONES[getValue()] ?? 'neutral'}>{getValue()}</Badge>,
      },
      {
        id: 'created_at',
        header: 'Created',
        accessorFn: (user) => user.created_at ?? '',
        cell: TimestampCell,
        meta: { className: 'whitespace-nowrap tabular-nums', priority: 'medium' },
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
            <Tooltip content="Edit">
              <button type="button" aria-label={`Edit ${row.original.name}`} className={ICON_BUTTON} onClick={() => onEdit(row.original)}>
                <Pencil aria-hidden className="size-4" />
              </button>
            </Tooltip>
            <Tooltip content="Delete">
              <button
                type="button"
                aria-label={`Delete ${row.original.name}`}
                className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-700`}
                onClick={() => onDelete(row.original)}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </Tooltip>
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
      emptyMessage={<EmptyState size="compact" icon={Users} title="No data available" description="Invite people to give them access." />}
    />
  );
}
