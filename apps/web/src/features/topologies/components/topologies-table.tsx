import type { ColumnDef } from '@tanstack/react-table';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TagsCell } from '#src/ui/data-table/tags-cell.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { JobStatusCell } from '#src/ui/job-history/job-status-cell.tsx';
import type { TopologySettingsRow } from '../api/topology-settings.types.ts';
import { TOPOLOGY_PAGE_SIZES } from '../utils/topology-list-params.ts';
import { topologyScheduleOf } from '../utils/topology-spec.ts';

export interface TopologiesTableProps extends ServerPagedListProps<TopologySettingsRow> {
  topologies: TopologySettingsRow[];
}

const TIME = { className: 'whitespace-nowrap tabular-nums' };

/* The columns of spec 001 §2.5, all of which a topology has; 'low' and 'medium' give way on narrow tables. */
const COLUMNS: ColumnDef<TopologySettingsRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'low' } },
  {
    id: 'schedule',
    header: 'Schedule',
    accessorKey: 'schedule',
    cell: ({ row }) => topologyScheduleOf(row.original.spec, row.original.schedule),
    meta: { className: 'whitespace-nowrap', priority: 'medium' },
  },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace', meta: { truncate: true, priority: 'medium' } },
  {
    id: 'job_status',
    header: 'Job Status',
    accessorKey: 'job_status',
    cell: ({ row }) => <JobStatusCell status={row.original.job_status} resourcePath={`/settings/topologies/${row.original.id}`} />,
  },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: TimestampCell, meta: TIME },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'tags', header: 'Tags', accessorKey: 'labels', enableSorting: false, cell: ({ row }) => <TagsCell tags={row.original.labels} />, meta: { priority: 'medium' } },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell, meta: { ...TIME, priority: 'medium' } },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (topology) => topology.creator?.name ?? '',
    enableSorting: false,
    meta: { truncate: true, priority: 'low' },
  },
];

/** The topologies list: one page from the server, sorted by the server. */
export function TopologiesTable({ topologies, ...paging }: TopologiesTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Topologies"
      columns={COLUMNS}
      rows={topologies}
      getRowId={(topology) => topology.id}
      emptyMessage="No resources found"
      pageSizeOptions={TOPOLOGY_PAGE_SIZES}
    />
  );
}
