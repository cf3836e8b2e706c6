import { PlugZap, Trash2, Unplug } from 'lucide-react';
import { useId, useState } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { TabPanel } from '#src/ui/tabs/tab-panel.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { useDeleteConnection } from '../api/delete-connection.ts';
import { useConnection } from '../api/get-connection.ts';
import { useTestConnection } from '../api/test-connection.tsx';
import { useUpdateConnection } from '../api/update-connection.ts';
import { definitionOf, isManagedHere } from '../utils/connection-definition.ts';
import { connectionFormFromRow, toConnectionInput } from '../utils/connection-form-values.ts';
import { ConnectionForm } from './connection-form.tsx';
import { ConnectionPermissions } from './connection-permissions.tsx';

export interface EditConnectionDialogProps {
  connectionId: string;
  /** Offers saving, testing and deleting; without it the dialog only shows the connection. */
  canWrite: boolean;
  onClose: () => void;
}

type Tab = 'edit' | 'permissions';
const TABS = [
  { value: 'edit', label: 'Edit Connection' },
  { value: 'permissions', label: 'Permissions' },
] as const;

/** An existing connection: its form and its permission records, with test, save and delete for writers. */
export function EditConnectionDialog({ connectionId, canWrite, onClose }: EditConnectionDialogProps) {
  const formId = useId();
  const [tab, setTab] = useState<Tab>('edit');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const connection = useConnection(connectionId);
  const update = useUpdateConnection();
  const test = useTestConnection();
  const remove = useDeleteConnection();
  const loaded = connection.data ?? null;
  const definition = loaded ? definitionOf(loaded.type) : null;
  const editable = canWrite && loaded !== null && isManagedHere(loaded.source);
  const onEditTab = tab === 'edit' && loaded !== null;

  return (
    <>
      <Modal
        open={!confirmingDelete}
        onClose={onClose}
        title={
          loaded ? (
            <span className="flex items-center gap-2">
              <Icon name={loaded.type} size={20} />
              <span className="truncate">{loaded.name}</span>
            </span>
          ) : (
            'Connection'
          )
        }
        size="small"
        footer={
          <>
            {onEditTab && editable && (
              <button type="button" className={`${DANGER_BUTTON} mr-auto`} disabled={remove.isPending} onClick={() => setConfirmingDelete(true)}>
                <Trash2 aria-hidden className="size-4" />
                Delete
              </button>
            )}
            {onEditTab && canWrite && (
              <button type="button" className={SECONDARY_BUTTON} disabled={test.isPending} onClick={() => test.mutate(loaded.id)}>
                <PlugZap aria-hidden className="size-4" />
                {test.isPending ? 'Testing...' : 'Test'}
              </button>
            )}
            <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
              {editable ? 'Cancel' : 'Close'}
            </button>
            {onEditTab && editable && (
              <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </button>
            )}
          </>
        }
      >
        {connection.isPending && <LoadingState label="Loading the connection..." />}
        {connection.error && <ErrorPanel title="Could not load the connection" message={connection.error.message} onRetry={() => void connection.refetch()} />}
        {connection.isSuccess && loaded === null && (
          <EmptyState size="compact" icon={Unplug} title="Connection not found" description="It may have been deleted." />
        )}
        {loaded && definition && (
          <Tabs label="Connection" value={tab} onChange={setTab} tabs={TABS}>
            <TabPanel value="edit" className="flex flex-col gap-4 pt-4">
              {!isManagedHere(loaded.source) && <ManagedElsewhereNotice what="connection" origin={{ source: loaded.source }} />}
              <ConnectionForm
                formId={formId}
                definition={definition}
                defaultValues={connectionFormFromRow(loaded, definition)}
                readOnly={!editable}
                onSubmit={async (values) => {
                  const input = toConnectionInput(values, definition, loaded.properties);
                  await update.mutateAsync({ id: loaded.id, input }).then(onClose, () => undefined);
                }}
              />
            </TabPanel>
            <TabPanel value="permissions" className="pt-4">
              <ConnectionPermissions connectionId={loaded.id} />
            </TabPanel>
          </Tabs>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingDelete && loaded !== null}
        onClose={() => setConfirmingDelete(false)}
        title="Delete Connection"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (loaded) remove.mutate(loaded.id, { onSuccess: onClose, onError: () => setConfirmingDelete(false) });
        }}
      >
        <p className="text-sm text-gray-700">
          Delete the connection <strong>{loaded?.namespace}/{loaded?.name}</strong>? Checks, scrapers, playbooks and notifications that use it
          will no longer reach it.
        </p>
      </ConfirmDialog>
    </>
  );
}
