import { formatTimeAgo, formatTimestamp } from '@vigil/domain';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { Agent } from '../api/agent.types.ts';
import { AGENT_PAGE_SIZES, type AgentListParams } from '../utils/agent-list-params.ts';
import { AgentPresenceBadge } from './agent-presence-badge.tsx';

export interface AgentsTableProps {
  agents: Agent[];
  total: number;
  params: AgentListParams;
  isLoading: boolean;
  isFetching: boolean;
  onPageChange: (page: { pageIndex: number; pageSize: number }) => void;
  onSortingChange: (sorting: SortingState) => void;
  onRowClick?: (agent: Agent) => void;
}

const NUMBER = 'text-right tabular-nums';


const count = (id: keyof Agent & `${string}_count`, header: string): ColumnDef<Agent, number> => ({
  id,
  header,
  accessorFn: (agent) => agent[id],
  meta: { className: NUMBER },
});

// Column ids are agents_summary columns: the server sorts by them.
const COLUMNS: ColumnDef<Agent, unknown>[] = [
  { id: 'name', header: 'Name', accessorFn: (agent) => agent.name, cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.name}</span> },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <AgentPresenceBadge lastSeen={row.original.last_seen} />,
  },
  {
    id: 'properties',
    header: 'Properties',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        {Object.entries(row.original.properties ?? {}).map(([key, value]) => (
          <span key={key} className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-700">
            {key}={String(value)}
          </span>
        ))}
      </span>
    ),
  },
  count('config_count', 'Configs'),
  count('checks_count', 'Checks'),
  count('config_scrapper_count', 'Config Scrapers'),
  count('playbook_runs_count', 'Playbook Runs'),
  {
    id: 'last_seen',
    header: 'Last Seen',
    accessorFn: (agent) => agent.last_seen,
    cell: ({ row }) => <time dateTime={row.original.last_seen ?? undefined}>{formatTimeAgo(row.original.last_seen)}</time>,
  },
  { id: 'created_by', header: 'Created By', enableSorting: false, cell: ({ row }) => row.original.creator?.name ?? '' },
  { id: 'created_at', header: 'Created', accessorFn: (agent) => agent.created_at, cell: ({ row }) => formatTimestamp(row.original.created_at) },
  { id: 'updated_at', header: 'Updated', accessorFn: (agent) => agent.updated_at, cell: ({ row }) => formatTimestamp(row.original.updated_at) },
];

/** The agents list, paged and sorted by the server. */
export function AgentsTable({ agents, total, params, isLoading, isFetching, onPageChange, onSortingChange, onRowClick }: AgentsTableProps) {
  const sorting: SortingState = params.sortBy ? [{ id: params.sortBy, desc: params.sortOrder === 'desc' }] : [];
  return (
    <DataTable
      label="Agents"
      columns={COLUMNS}
      data={agents}
      getRowId={(agent) => agent.id}
      isLoading={isLoading}
      isFetching={isFetching}
      onRowClick={onRowClick}
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting
      pagination={{
        mode: 'remote',
        pageIndex: params.pageIndex,
        pageSize: params.pageSize,
        totalRowCount: total,
        pageSizeOptions: AGENT_PAGE_SIZES,
        onChange: onPageChange,
      }}
    />
  );
}
