import type { AccessTokenSummary } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, Trash2 } from 'lucide-react';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { tokenExpiryText } from '../utils/token-expiry-text.ts';

export interface TokensTableProps {
  tokens: AccessTokenSummary[];
  isLoading: boolean;
  isFetching: boolean;
  onRevoke: (token: AccessTokenSummary) => void;
}

const TIME = 'whitespace-nowrap tabular-nums';

function columns(onRevoke: (token: AccessTokenSummary) => void): ColumnDef<AccessTokenSummary, string | null>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (token) => token.name,
      cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue()}</span>,
      meta: { truncate: true },
    },
    {
      id: 'scope',
      header: 'Scope',
      accessorFn: (token) => (token.scope === null ? 'All of your rights' : token.scope.join(', ')),
      cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      meta: { truncate: true },
    },
    { id: 'created_at', header: 'Created', accessorFn: (token) => token.created_at, cell: TimestampCell, meta: { className: TIME, priority: 'low' } },
    { id: 'expires_at', header: 'Expires', accessorFn: (token) => tokenExpiryText(token.expires_at), meta: { className: 'whitespace-nowrap' } },
    {
      id: 'last_used_at',
      header: 'Last Used',
      accessorFn: (token) => token.last_used_at,
      cell: ({ getValue }) => (getValue() ? <TimestampCell getValue={getValue} /> : <span className="text-gray-500">Never</span>),
      meta: { className: TIME },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      accessorFn: () => null,
      meta: { className: 'w-12 text-right' },
      cell: ({ row }) => (
        <Tooltip content="Revoke">
          <button
            type="button"
            aria-label={`Revoke ${row.original.name}`}
            className={`inline-flex items-center rounded-md p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700 ${FOCUS_RING}`}
            onClick={() => onRevoke(row.original)}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </Tooltip>
      ),
    },
  ];
}

/** The user's access tokens: what each may do, when it was made, expires and was last used. */
export function TokensTable({ tokens, isLoading, isFetching, onRevoke }: TokensTableProps) {
  return (
    <DataTable
      label="Access tokens"
      columns={columns(onRevoke)}
      data={tokens}
      getRowId={(token) => token.id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage={
        <EmptyState
          size="compact"
          icon={KeyRound}
          title="No access tokens"
          description="You have no access tokens yet. Create one to call the API from scripts and tools."
        />
      }
    />
  );
}
