import type { AccessTokenSummary } from '@vigil/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { TimestampCell } from '../../../ui/data-table/timestamp-cell.tsx';
import { tokenExpiryText } from '../utils/token-expiry-text.ts';

export interface TokensTableProps {
  tokens: AccessTokenSummary[];
  isLoading: boolean;
  isFetching: boolean;
  onRevoke: (token: AccessTokenSummary) => void;
}

function columns(onRevoke: (token: AccessTokenSummary) => void): ColumnDef<AccessTokenSummary, string | null>[] {
  return [
    { id: 'name', header: 'Name', accessorFn: (token) => token.name, cell: ({ getValue }) => <span className="text-gray-900">{getValue()}</span> },
    {
      id: 'scope',
      header: 'Scope',
      accessorFn: (token) => (token.scope === null ? 'All of your rights' : token.scope.join(', ')),
      cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
    },
    { id: 'created_at', header: 'Created', accessorFn: (token) => token.created_at, cell: TimestampCell },
    { id: 'expires_at', header: 'Expires', accessorFn: (token) => tokenExpiryText(token.expires_at) },
    {
      id: 'last_used_at',
      header: 'Last Used',
      accessorFn: (token) => token.last_used_at,
      cell: ({ getValue }) => (getValue() ? <TimestampCell getValue={getValue} /> : <span className="text-gray-500">Never</span>),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      accessorFn: () => null,
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={`Revoke ${row.original.name}`}
          title="Revoke"
          className="inline-flex items-center rounded p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700"
          onClick={() => onRevoke(row.original)}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
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
      emptyMessage="You have no access tokens yet. Create one to call the API from scripts and tools."
    />
  );
}
