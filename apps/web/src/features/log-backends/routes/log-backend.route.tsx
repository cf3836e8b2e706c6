import { useParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useLogBackend } from '../api/get-log-backend.ts';
import { LogBackendEditor } from '../components/log-backend-editor.tsx';

/** The id in the address of a backend not saved yet. */
export const NEW_LOG_BACKEND_ID = 'new';

/** /settings/logging_backends/{id}: a backend's spec (it is not scheduled, so it has no job history). */
export function LogBackendRoute() {
  const { id = NEW_LOG_BACKEND_ID } = useParams();
  const isNew = id === NEW_LOG_BACKEND_ID;
  const backend = useLogBackend(isNew ? null : id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  const title = isNew ? 'New Log Backend' : (backend.data?.name ?? 'Log Backend');

  let content;
  if (access.isLoading || (!isNew && backend.isPending)) content = <LoadingState />;
  else if (isNew) content = <LogBackendEditor backend={null} />;
  else if (backend.error) content = <ErrorPanel title="Could not load the log backend" message={backend.error.message} onRetry={() => void backend.refetch()} />;
  else if (!backend.data) content = <EmptyState title="No resources found" />;
  else content = <LogBackendEditor key={backend.data.id} backend={backend.data} />;

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Log Backends', to: '/settings/logging_backends' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
