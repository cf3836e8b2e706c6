import { Plug, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useIntegrations } from '../api/list-integrations.ts';
import { AddIntegrationDialog } from '../components/add-integration-dialog.tsx';
import { IntegrationsTable } from '../components/integrations-table.tsx';
import { DEFAULT_INTEGRATION_PAGE_SIZE, readIntegrationListParams } from '../utils/integration-list-params.ts';
import { integrationPath } from '../utils/integration-types.ts';
import { INTEGRATIONS_WRITE } from '../utils/integrations-access.ts';

/** /settings/integrations: the scrapers, topologies and log backends with their latest job, and Add Integration (spec 001 §2.4). */
export function IntegrationsRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readIntegrationListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_INTEGRATION_PAGE_SIZE });
  const integrations = useIntegrations(params);
  const canWrite = usePermission(INTEGRATIONS_WRITE, 'write');
  const [adding, setAdding] = useState(false);

  const addButton = canWrite && (
    <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(true)}>
      <Plus aria-hidden className="size-4" />
      Add Integration
    </button>
  );

  return (
    <PageLayout
      title="Integrations"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Integrations' }]}
      onRefresh={() => void integrations.refetch()}
      isRefreshing={integrations.isFetching}
      extra={addButton}
    >
      {integrations.error ? (
        <ErrorPanel title="Could not load integrations" message={integrations.error.message} onRetry={() => void integrations.refetch()} />
      ) : (
        <IntegrationsTable
          integrations={integrations.data?.items ?? []}
          total={integrations.data?.total ?? 0}
          isLoading={integrations.isPending}
          isFetching={integrations.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          // The detail page needs write (spec 001 §6): a reader's rows open nothing.
          onRowClick={canWrite ? (integration) => void navigate(integrationPath(integration.integration_type, integration.id)) : undefined}
          emptyMessage={
            <EmptyState
              size="compact"
              icon={Plug}
              title="No integrations yet"
              description="Scrapers, topologies and log backends appear here once they are added."
              action={canWrite ? <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(true)}>Add Integration</button> : undefined}
            />
          }
        />
      )}
      <AddIntegrationDialog open={adding} onClose={() => setAdding(false)} />
    </PageLayout>
  );
}
