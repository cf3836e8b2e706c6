import type { ColumnDef } from '@tanstack/react-table';
import { scheduledResourceColumns } from '#src/ui/data-table/scheduled-resource-columns.tsx';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { TeamListRow } from '../api/team.types.ts';
import { TEAM_PAGE_SIZES } from '../utils/team-list-params.ts';

export interface TeamsTableProps extends ServerPagedListProps<TeamListRow> {
  teams: TeamListRow[];
}

const NAME: ColumnDef<TeamListRow, unknown> = {
  id: 'name',
  header: 'Name',
  accessorFn: (team) => team.name,
  cell: ({ row }) => (
    <span className="inline-flex min-w-0 items-center gap-2 font-medium text-gray-900">
      <Icon name={row.original.icon ?? 'group'} />
      <span className="truncate">{row.original.name}</span>
    </span>
  ),
  meta: { truncate: true, className: 'w-1/4' },
};

const MEMBERS: ColumnDef<TeamListRow, unknown> = {
  id: 'member_count',
  header: 'Members',
  accessorFn: (team) => team.member_count,
  meta: { className: 'text-right tabular-nums', priority: 'medium' },
};

/** Teams are not scheduled by a spec of their own and have no namespace: those two columns are left out (spec 001 §2.5). */
const NOT_FOR_TEAMS = new Set(['schedule', 'namespace']);

const COLUMNS = scheduledResourceColumns<TeamListRow>({
  name: NAME,
  own: [MEMBERS],
  detailPath: (team) => `/settings/teams/${team.id}`,
  scheduleOf: () => '',
  scheduleSortable: false,
  tagsOf: (team) => team.labels,
}).filter((column) => !NOT_FOR_TEAMS.has(column.id ?? ''));

/** The teams list: one page from the server, sorted by the server. */
export function TeamsTable({ teams, ...paging }: TeamsTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Teams"
      columns={COLUMNS}
      rows={teams}
      getRowId={(team) => team.id}
      emptyMessage="No resources found"
      pageSizeOptions={TEAM_PAGE_SIZES}
    />
  );
}
