import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { useConnections } from '../api/list-connections.ts';
import { AddConnectionDialog } from '../components/add-connection-dialog.tsx';
import { ConnectionsTable } from '../components/connections-table.tsx';
import { EditConnectionDialog } from '../components/edit-connection-dialog.tsx';
import { DEFAULT_CONNECTION_PAGE_SIZE, readConnectionListParams } from '../utils/connection-list-params.ts';
import { useDialogAddress } from '#src/ui/modal/use-dialog-address.ts';

/** /settings/connections: the stored connections, adding, editing, testing and deleting them (spec 001 §2.9). */
export function ConnectionsRoute() {
  const [searchParams] = useSearchParams();
  const params = readConnectionListParams(searchParams);
  const canRead = usePermission('connections', 'read');
  const canWrite = usePermission('connections', 'write');
  const connections = useConnections(params, canRead);
  const { onChange: onPageChange } = usePaginationSearchParams({ defaultPageSize: DEFAULT_CONNECTION_PAGE_SIZE });
  const [, onSortingChange] = useSortingSearchParams({ resetKeys: ['pageIndex'] });
  const dialogs = useDialogAddress('addConnection');

  return (
    <PageLayout
      title="Connections"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Connections' }]}
      onRefresh={() => void connections.refetch()}
      isRefreshing={connections.isFetching}
      extra={
        canWrite && (
          <Tooltip content="Add Connection">
            <button type="button" aria-label="Add Connection" className={PRIMARY_BUTTON} onClick={dialogs.openAdd}>
              <Plus aria-hidden className="size-4" />
            </button>
          </Tooltip>
        )
      }
    >
      <PermissionGate resources="connections" showUnauthorized>
        {connections.error ? (
          <ErrorPanel title="Could not load connections" message={connections.error.message} onRetry={() => void connections.refetch()} />
        ) : (
          <ConnectionsTable
            connections={connections.data?.items ?? []}
            total={connections.data?.total ?? 0}
            params={params}
            isLoading={connections.isPending}
            isFetching={connections.isFetching}
            onPageChange={onPageChange}
            onSortingChange={onSortingChange}
            onRowClick={(connection) => dialogs.openEdit(connection.id)}
            onAdd={canWrite ? dialogs.openAdd : undefined}
          />
        )}
      </PermissionGate>
      <AddConnectionDialog open={canWrite && dialogs.adding} onClose={dialogs.close} />
      {canRead && dialogs.editingId !== null && (
        <EditConnectionDialog key={dialogs.editingId} connectionId={dialogs.editingId} canWrite={canWrite} onClose={dialogs.close} />
      )}
    </PageLayout>
  );
}
