import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { ServerCog } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { type ColumnPriority, TRUNCATED_CELL } from '#src/ui/data-table/column-priority.ts';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
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

const count = (id: keyof Agent & `${string}_count`, header: string, priority: ColumnPriority): ColumnDef<Agent, number> => ({
  id,
  header,
  accessorFn: (agent) => agent[id],
  meta: { className: NUMBER, priority },
});

function PropertiesCell({ properties }: { properties: Agent['properties'] }) {
  const entries = Object.entries(properties ?? {}).map(([key, value]) => `${key}=${String(value)}`);
  return (
    <TruncatedText text={entries.join(', ')}>
      {entries.map((entry) => (
        <Badge key={entry} className="mr-1 font-mono">
          {entry}
        </Badge>
      ))}
    </TruncatedText>
  );
}

// Column ids are agents_summary columns: the server sorts by them. Priorities keep the table within
// the pane at 1280 px: the counts users compare stay, bookkeeping columns give way first.
const COLUMNS: ColumnDef<Agent, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (agent) => agent.name,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.name}</span>,
    meta: { truncate: true },
  },
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
    cell: ({ row }) => <PropertiesCell properties={row.original.properties} />,
    meta: { className: TRUNCATED_CELL, priority: 'medium' },
  },
  count('config_count', 'Configs', 'high'),
  count('checks_count', 'Checks', 'high'),
  count('config_scrapper_count', 'Config Scrapers', 'low'),
  count('playbook_runs_count', 'Playbook Runs', 'low'),
  timestampColumn('last_seen', 'Last Seen', (agent) => agent.last_seen),
  createdByColumn((agent) => agent.creator?.name),
  timestampColumn('created_at', 'Created', (agent) => agent.created_at, 'low'),
  timestampColumn('updated_at', 'Updated', (agent) => agent.updated_at, 'low'),
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
      emptyMessage={
        <EmptyState
          size="compact"
          icon={ServerCog}
          title="No data available"
          description="No agents yet. An agent runs in a cluster you cannot reach and reports to this server."
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
        pageSizeOptions: AGENT_PAGE_SIZES,
        onChange: onPageChange,
      }}
    />
  );
}
