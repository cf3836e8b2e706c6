import { useParams, useSearchParams } from 'react-router';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useCanary } from '../api/get-canary.ts';
import { CanaryEditor } from '../components/canary-editor.tsx';
import { CanaryJobHistory } from '../components/canary-job-history.tsx';
import { ResourceTabs, type ResourceTab } from '#src/ui/job-history/resource-tabs.tsx';

/** The id in the address of a canary not saved yet. */
export const NEW_CANARY_ID = 'new';

/** /settings/canaries/{id}: a health check's spec and job history (spec 001 §2.5). */
export function CanaryRoute() {
  const { id = NEW_CANARY_ID } = useParams();
  const isNew = id === NEW_CANARY_ID;
  const canary = useCanary(isNew ? null : id);
  // Whether the form is editable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  // The list's 'View details' opens the job history (?tab=jobHistory).
  const [search, setSearch] = useSearchParams();
  const tab: ResourceTab = search.get('tab') === 'jobHistory' ? 'jobHistory' : 'spec';
  const title = isNew ? 'New Health Check' : (canary.data?.name ?? 'Health Check');

  let content;
  if (access.isLoading || (!isNew && canary.isPending)) content = <LoadingState />;
  else if (isNew) content = <CanaryEditor canary={null} />;
  else if (canary.error) content = <ErrorPanel title="Could not load the health check" message={canary.error.message} onRetry={() => void canary.refetch()} />;
  else if (!canary.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <ResourceTabs value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} />
        {tab === 'spec' ? <CanaryEditor key={canary.data.id} canary={canary.data} /> : <CanaryJobHistory canaryId={canary.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Health Checks', to: '/settings/canaries' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
