import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { ResourceTabs, type ResourceTab } from '#src/ui/job-history/resource-tabs.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useIntegration } from '../api/get-integration.ts';
import { IntegrationEditor } from '../components/integration-editor.tsx';
import { IntegrationJobHistory } from '../components/integration-job-history.tsx';
import { INTEGRATION_TYPES, isIntegrationType } from '../utils/integration-types.ts';

/** /settings/integrations/{type}/{id}: an integration's spec and job history (spec 001 §2.4); type is logging_backends, topologies or scrapers. */
export function IntegrationRoute() {
  const { type: typeParam, id = '' } = useParams();
  const type = isIntegrationType(typeParam) ? typeParam : null;
  const integration = useIntegration(type, id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  // The list's 'View details' opens the job history (?tab=jobHistory).
  const [search, setSearch] = useSearchParams();
  const tab: ResourceTab = search.get('tab') === 'jobHistory' ? 'jobHistory' : 'spec';
  const title = integration.data?.name ?? (type ? INTEGRATION_TYPES[type].label : 'Integration');

  let content;
  if (!type) content = <EmptyState title="Unknown type" description={`There is no kind of integration called ${typeParam ?? ''}.`} />;
  else if (access.isLoading || integration.isPending) content = <LoadingState />;
  else if (integration.error)
    content = <ErrorPanel title="Could not load the integration" message={integration.error.message} onRetry={() => void integration.refetch()} />;
  else if (!integration.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <ResourceTabs value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} />
        {tab === 'spec' ? <IntegrationEditor key={integration.data.id} integration={integration.data} /> : <IntegrationJobHistory id={integration.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Integrations', to: '/settings/integrations' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
