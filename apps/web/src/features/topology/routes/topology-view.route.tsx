import { useParams } from 'react-router';
import { DocumentTitle } from '#src/ui/page/document-title.tsx';
import { TopologyDashboard } from '../components/topology-dashboard.tsx';
import { useComponentHref } from '../utils/use-component-href.ts';
import { useTopologyDashboard } from '../utils/use-topology-dashboard.ts';

/** /view/topology/{id}: the component's card grid without the frame, shown before feature flags load (spec 002 §2). */
export function TopologyViewRoute() {
  const { id } = useParams();
  const data = useTopologyDashboard(id);
  const hrefOf = useComponentHref('/view/topology');
  return (
    <main className="flex min-h-screen flex-col bg-gray-50">
      <DocumentTitle page="Topology" />
      <h1 className="truncate px-6 pt-4 text-lg font-semibold text-gray-900">{data.root?.name ?? 'Topology'}</h1>
      <TopologyDashboard data={data} hrefOf={hrefOf} />
    </main>
  );
}
