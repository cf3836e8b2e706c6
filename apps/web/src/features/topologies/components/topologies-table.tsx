import { scheduledResourceColumns } from '#src/ui/data-table/scheduled-resource-columns.tsx';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import type { TopologySettingsRow } from '../api/topology-settings.types.ts';
import { TOPOLOGY_PAGE_SIZES } from '../utils/topology-list-params.ts';
import { topologyScheduleOf } from '../utils/topology-spec.ts';

export interface TopologiesTableProps extends ServerPagedListProps<TopologySettingsRow> {
  topologies: TopologySettingsRow[];
}

const COLUMNS = scheduledResourceColumns<TopologySettingsRow>({
  detailPath: (topology) => `/settings/topologies/${topology.id}`,
  scheduleOf: (topology) => topologyScheduleOf(topology.spec, topology.schedule),
  scheduleSortable: true,
  tagsOf: (topology) => topology.labels,
});

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
