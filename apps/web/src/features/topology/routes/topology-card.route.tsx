import { Network } from 'lucide-react';
import { useParams } from 'react-router';
import { isHttpError } from '#src/api/http-error.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { DocumentTitle } from '#src/ui/page/document-title.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useTopology } from '../api/get-topology.ts';
import { TopologyCard } from '../components/topology-card.tsx';
import { COMPONENT_NOT_FOUND, COMPONENTS_FAILED } from '../components/topology-grid.tsx';
import { cardSizeWidth } from '../utils/card-sizes.ts';

/** /topology/{id}/{size}: one component's card, without menu, at a size of spec 002 §2 (an embed). */
export function TopologyCardRoute() {
  const { id, size } = useParams();
  const query = useTopology({ id, depth: 2 });
  const component = query.data?.components.find((row) => row.id === id);
  const missing = (isHttpError(query.error) && [400, 404].includes(query.error.status)) || (query.isSuccess && !component);
  let content;
  if (missing) content = <EmptyState icon={Network} title={COMPONENT_NOT_FOUND} />;
  else if (query.error) content = <ErrorPanel title={COMPONENTS_FAILED} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!component) content = <LoadingState />;
  else content = <TopologyCard component={component} width={cardSizeWidth(size)} />;
  return (
    <main className="p-2">
      <DocumentTitle page={component?.name ?? 'Topology'} />
      {content}
    </main>
  );
}
