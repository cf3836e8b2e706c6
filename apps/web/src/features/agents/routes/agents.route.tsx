import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import type { Agent } from '../api/agent.types.ts';
import { useAgents } from '../api/list-agents.ts';
import { AddAgentDialog } from '../components/add-agent-dialog.tsx';
import { AgentsTable } from '../components/agents-table.tsx';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DeleteAgentDialogs } from '../components/delete-agent-dialogs.tsx';
import { EditAgentDialog } from '../components/edit-agent-dialog.tsx';
import { InstallationInstructionsDialog } from '../components/installation-instructions-dialog.tsx';
import { DEFAULT_AGENT_PAGE_SIZE, readAgentListParams } from '../utils/agent-list-params.ts';
import type { AgentInstallation } from '../utils/installation-commands.ts';
import { useDialogAddress } from '#src/ui/modal/use-dialog-address.ts';

/** /settings/agents and /agents: remote agents, creating, editing and deleting them (spec 000 §2.10). */
export function AgentsRoute() {
  const [searchParams] = useSearchParams();
  const params = readAgentListParams(searchParams);
  const agents = useAgents(params);
  const { onChange: onPageChange } = usePaginationSearchParams({ defaultPageSize: DEFAULT_AGENT_PAGE_SIZE });
  const [, onSortingChange] = useSortingSearchParams({ resetKeys: ['pageIndex'] });
  const dialogs = useDialogAddress('addAgent');
  const canWrite = usePermission('agents', 'write');
  // Lives only in this page's memory: once the dialog closes the token is gone for good.
  const [installation, setInstallation] = useState<AgentInstallation | null>(null);
  const [deleting, setDeleting] = useState<Agent | null>(null);

  return (
    <PageLayout
      title="Agents"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Agents' }]}
      onRefresh={() => void agents.refetch()}
      isRefreshing={agents.isFetching}
      extra={
        canWrite && (
          <Tooltip content="Add Agent">
            <button type="button" aria-label="Add Agent" className={PRIMARY_BUTTON} onClick={dialogs.openAdd}>
              <Plus aria-hidden className="size-4" />
            </button>
          </Tooltip>
        )
      }
    >
      <PermissionGate resources="agents" showUnauthorized>
        {agents.error ? (
          <ErrorPanel title="Could not load agents" message={agents.error.message} onRetry={() => void agents.refetch()} />
        ) : (
          <AgentsTable
            agents={agents.data?.items ?? []}
            total={agents.data?.total ?? 0}
            params={params}
            isLoading={agents.isPending}
            isFetching={agents.isFetching}
            onPageChange={onPageChange}
            onSortingChange={onSortingChange}
            onRowClick={canWrite ? (agent) => dialogs.openEdit(agent.id) : undefined}
          />
        )}
      </PermissionGate>
      <AddAgentDialog
        open={canWrite && dialogs.adding}
        onClose={dialogs.close}
        onCreated={(created) => {
          dialogs.close();
          setInstallation(created);
        }}
      />
      <InstallationInstructionsDialog installation={installation} onClose={() => setInstallation(null)} />
      <EditAgentDialog
        agentId={dialogs.editingId}
        canWrite={canWrite}
        onClose={dialogs.close}
        onDelete={(agent) => {
          dialogs.close();
          setDeleting(agent);
        }}
      />
      <DeleteAgentDialogs agent={deleting} onClose={() => setDeleting(null)} />
    </PageLayout>
  );
}
