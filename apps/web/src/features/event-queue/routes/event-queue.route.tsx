import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useEventQueueSummary } from '../api/list-event-queue-summary.ts';
import { useRetryEvents } from '../api/retry-events.ts';
import { EventQueueTable } from '../components/event-queue-table.tsx';

/** /settings/event-queue-status: the event queue by name, live; administrators retry failed events (spec 001 §2.12). */
export function EventQueueRoute() {
  const summary = useEventQueueSummary();
  const retry = useRetryEvents();
  // The server lets only administrators retry: running every handler again sends mail and opens tickets anew.
  const isAdmin = useAccess().roles.includes('admin');

  return (
    <PageLayout
      title="Event Queue Status"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Event Queue Status' }]}
      onRefresh={() => void summary.refetch()}
      isRefreshing={summary.isFetching}
      contentClassName="flex flex-col"
    >
      {summary.isError && !summary.data ? (
        <ErrorPanel title="Could not load the event queue" message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : (
        <EventQueueTable
          rows={summary.data ?? []}
          isLoading={summary.isPending}
          isFetching={summary.isFetching}
          onRetry={isAdmin ? (name) => retry.mutate(name) : undefined}
          retrying={retry.isPending ? retry.variables : null}
        />
      )}
    </PageLayout>
  );
}
