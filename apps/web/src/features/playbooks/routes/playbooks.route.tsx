import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { useDeletePlaybook } from '../api/delete-playbook.ts';
import { usePlaybooks } from '../api/list-playbooks.ts';
import { playbookTitle, type PlaybookRow } from '../api/playbook.types.ts';
import { LazyPlaybookFormDialog } from '../components/lazy-playbook-form-dialog.tsx';
import { LazyRunPlaybookDialog } from '../components/lazy-run-playbook-dialog.tsx';
import { PlaybookGroups } from '../components/playbook-groups.tsx';

function LoadingCards() {
  return (
    <div role="status" aria-label="Loading playbooks" className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3 p-6">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** /playbooks: the playbooks as cards by category, with the form, the Run dialog and soft delete (spec 002 §2). */
export function PlaybooksRoute() {
  const playbooks = usePlaybooks();
  const canWrite = usePermission('playbooks', 'write');
  const [editing, setEditing] = useState<PlaybookRow | 'new' | null>(null);
  const [running, setRunning] = useState<PlaybookRow | null>(null);
  const [deleting, setDeleting] = useState<PlaybookRow | null>(null);
  const remove = useDeletePlaybook();
  // The runs page links here with `?edit=<id>` or `?run=<id>` to open that playbook's form or Run dialog.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = (key: 'edit' | 'run') => playbooks.data?.find((playbook) => playbook.id === searchParams.get(key)) ?? null;
  const shownEditing = editing ?? (canWrite ? linked('edit') : null);
  const shownRunning = running ?? (canWrite ? linked('run') : null);
  const close = (key: 'edit' | 'run') => {
    if (key === 'edit') setEditing(null);
    else setRunning(null);
    if (searchParams.has(key)) {
      setSearchParams(
        (params) => {
          params.delete(key);
          return params;
        },
        { replace: true },
      );
    }
  };

  const addButton = canWrite && (
    <button type="button" className={PRIMARY_BUTTON} onClick={() => setEditing('new')}>
      <Plus aria-hidden className="size-4" />
      Add Playbook
    </button>
  );

  let content;
  if (playbooks.error) {
    content = <ErrorPanel title="Could not load playbooks" message={playbooks.error.message} onRetry={() => void playbooks.refetch()} />;
  } else if (playbooks.isPending) {
    content = <LoadingCards />;
  } else if (playbooks.data.length === 0) {
    content = <EmptyState icon={Workflow} title="No playbooks" description="Playbooks run remediations on a config item, check or component." action={addButton} />;
  } else {
    content = <PlaybookGroups playbooks={playbooks.data} canWrite={canWrite} onEdit={setEditing} onDelete={setDeleting} onRun={setRunning} />;
  }

  return (
    <PageLayout title="Playbooks" onRefresh={() => void playbooks.refetch()} isRefreshing={playbooks.isFetching} extra={addButton}>
      {content}
      {shownEditing && <LazyPlaybookFormDialog playbook={shownEditing === 'new' ? null : shownEditing} onClose={() => close('edit')} />}
      {shownRunning && <LazyRunPlaybookDialog playbook={shownRunning} onClose={() => close('run')} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Playbook"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {deleting && `Delete the playbook ${playbookTitle(deleting)}? Its runs stay in the history.`}
      </ConfirmDialog>
    </PageLayout>
  );
}
