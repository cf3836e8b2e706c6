import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { ResourceTabs, type ResourceTab } from '#src/ui/job-history/resource-tabs.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useTopologySettings } from '../api/get-topology-settings.ts';
import { TopologyEditor } from '../components/topology-editor.tsx';
import { TopologyJobHistory } from '../components/topology-job-history.tsx';

/** The id in the address of a topology not saved yet. */
export const NEW_TOPOLOGY_ID = 'new';

/** /settings/topologies/{id}: a topology's spec and job history (spec 001 §2.5); `new?template=` starts from a template. */
export function TopologySettingsRoute() {
  const { id = NEW_TOPOLOGY_ID } = useParams();
  const isNew = id === NEW_TOPOLOGY_ID;
  const topology = useTopologySettings(isNew ? null : id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  // The list's 'View details' opens the job history (?tab=jobHistory).
  const [search, setSearch] = useSearchParams();
  const tab: ResourceTab = search.get('tab') === 'jobHistory' ? 'jobHistory' : 'spec';
  const title = isNew ? 'New Topology' : (topology.data?.name ?? 'Topology');

  let content;
  if (access.isLoading || (!isNew && topology.isPending)) content = <LoadingState />;
  else if (isNew) content = <TopologyEditor topology={null} initialTemplate={search.get('template') ?? undefined} />;
  else if (topology.error) content = <ErrorPanel title="Could not load the topology" message={topology.error.message} onRetry={() => void topology.refetch()} />;
  else if (!topology.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <ResourceTabs value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} />
        {tab === 'spec' ? <TopologyEditor key={topology.data.id} topology={topology.data} /> : <TopologyJobHistory topologyId={topology.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Topologies', to: '/settings/topologies' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
