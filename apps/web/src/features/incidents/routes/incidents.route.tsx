import { Plus, Siren } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { useIncidents } from '../api/get-incidents.ts';
import { CreateIncidentDialog } from '../components/create/create-incident-dialog.tsx';
import { INCIDENT_COLUMNS } from '../components/list/incidents-table-columns.tsx';
import { IncidentsFilters } from '../components/list/incidents-filters.tsx';
import { INCIDENTS_PAGE_SIZE } from '../utils/incident-list-filters.ts';
import { useIncidentFilters } from '../utils/use-incident-filters.ts';

export const NO_INCIDENTS = 'There are no incidents matching this criteria';

/** /incidents: the filtered, server-paged incident list and 'Create New Incident' (spec 002 §2). */
export function IncidentsRoute() {
  const navigate = useNavigate();
  const [filters, updateFilters] = useIncidentFilters();
  const pagination = usePaginationSearchParams({ defaultPageSize: INCIDENTS_PAGE_SIZE });
  const incidents = useIncidents({ ...filters, pageIndex: pagination.pageIndex, pageSize: pagination.pageSize });
  const canWrite = usePermission('incident', 'write');
  const { isEnabled } = useFeatureFlags();
  const canCreate = canWrite && isEnabled('incidents');
  const [creating, setCreating] = useState(false);

  return (
    <PageLayout
      title="Incidents"
      onRefresh={() => void incidents.refetch()}
      isRefreshing={incidents.isFetching}
      extra={
        canCreate && (
          <Tooltip content="Create New Incident">
            <button type="button" aria-label="Create New Incident" className={PRIMARY_BUTTON} onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" />
            </button>
          </Tooltip>
        )
      }
      contentClassName="flex flex-col"
    >
      <IncidentsFilters filters={filters} onChange={updateFilters} />
      {incidents.isError ? (
        <ErrorPanel title="Could not load incidents" message={incidents.error.message} onRetry={() => void incidents.refetch()} />
      ) : (
        <DataTable
          label="Incidents"
          className="flex-1"
          columns={INCIDENT_COLUMNS}
          data={incidents.data?.items ?? []}
          getRowId={(row) => row.id}
          isLoading={incidents.isPending}
          isFetching={incidents.isFetching}
          emptyMessage={
            <EmptyState
              size="compact"
              icon={Siren}
              title={NO_INCIDENTS}
              action={
                canCreate && (
                  <button type="button" className={PRIMARY_BUTTON} onClick={() => setCreating(true)}>
                    <Plus aria-hidden className="size-4" />
                    Create an incident
                  </button>
                )
              }
            />
          }
          enableSorting={false}
          onRowClick={(row) => void navigate(`/incidents/${row.id}`)}
          pagination={{ mode: 'remote', ...pagination, totalRowCount: incidents.data?.total ?? 0 }}
        />
      )}
      <CreateIncidentDialog
        open={canCreate && creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(`/incidents/${id}`);
        }}
      />
    </PageLayout>
  );
}
