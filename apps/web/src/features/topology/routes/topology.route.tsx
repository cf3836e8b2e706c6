import { useLocation, useParams } from 'react-router';
import type { Breadcrumb } from '#src/ui/page/breadcrumbs.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useComponentNames } from '../api/get-component-names.ts';
import { TopologyDashboard } from '../components/topology-dashboard.tsx';
import { useComponentHref } from '../utils/use-component-href.ts';
import { useTopologyDashboard } from '../utils/use-topology-dashboard.ts';

/** The component's ancestors from its path (dot-separated ids, spec 002 §5). */
const ancestorIdsOf = (path: string | undefined, id: string | undefined) => (path ?? '').split('.').filter((part) => part !== '' && part !== id);

/** /topology and /topology/{id}: the card grid of the roots, or of a component's children (spec 002 §2). */
export function TopologyRoute() {
  const { id } = useParams();
  const { search } = useLocation();
  const data = useTopologyDashboard(id);
  const hrefOf = useComponentHref('/topology');
  const ancestorIds = ancestorIdsOf(data.root?.path, id);
  const names = useComponentNames(ancestorIds);
  const nameOf = (ancestor: string) => names.data?.find((row) => row.id === ancestor)?.name ?? '…';
  const breadcrumbs: Breadcrumb[] | undefined = id
    ? [
        { label: 'Dashboard', to: `/topology${search}` },
        ...ancestorIds.map((ancestor) => ({ label: nameOf(ancestor), to: hrefOf(ancestor) })),
        { label: data.root?.name ?? '' },
      ]
    : undefined;
  return (
    <PageLayout
      title={id ? (data.root?.name ?? '') : 'Dashboard'}
      documentTitle="Topology"
      breadcrumbs={breadcrumbs}
      onRefresh={() => void data.query.refetch()}
      isRefreshing={data.query.isFetching}
    >
      <TopologyDashboard data={data} hrefOf={hrefOf} />
    </PageLayout>
  );
}
