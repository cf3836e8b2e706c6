import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useTopologies } from '../api/list-topologies.ts';
import { TopologiesTable } from '../components/topologies-table.tsx';
import { TOPOLOGIES_WRITE } from '../utils/topologies-access.ts';
import { DEFAULT_TOPOLOGY_PAGE_SIZE, readTopologyListParams } from '../utils/topology-list-params.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /settings/topologies: the topologies with their latest run (spec 001 §2.5). */
export function TopologiesSettingsRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readTopologyListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_TOPOLOGY_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const topologies = useTopologies(params);
  const canWrite = usePermission(TOPOLOGIES_WRITE, 'write');

  return (
    <PageLayout
      title="Topologies"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Topologies' }]}
      onRefresh={() => void topologies.refetch()}
      isRefreshing={topologies.isFetching}
      extra={
        canWrite && (
          <Link to="/settings/topologies/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Topology
          </Link>
        )
      }
    >
      {topologies.error ? (
        <ErrorPanel title="Could not load topologies" message={topologies.error.message} onRetry={() => void topologies.refetch()} />
      ) : (
        <TopologiesTable
          topologies={topologies.data?.items ?? []}
          total={topologies.data?.total ?? 0}
          isLoading={topologies.isPending}
          isFetching={topologies.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(topology) => void navigate(`/settings/topologies/${topology.id}`)}
        />
      )}
    </PageLayout>
  );
}
