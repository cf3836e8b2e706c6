import { BellOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import type { NotificationRow } from '../api/notification.types.ts';
import { CreateNotificationDialog } from '../components/create-notification-dialog.tsx';
import { EditNotificationDialog } from '../components/edit-notification-dialog.tsx';
import { FailedSendsDialog } from '../components/failed-sends-dialog.tsx';
import { NOTIFICATION_PAGE_SIZES, NotificationsTable } from '../components/notifications-table.tsx';

/** /settings/notifications: who is told about which events, and how sending went (spec 001 §2.7). */
export function NotificationsRoute() {
  const pagination = usePaginationSearchParams({ defaultPageSize: NOTIFICATION_PAGE_SIZES[0] });
  const notifications = useNotifications({ pageIndex: pagination.pageIndex, pageSize: pagination.pageSize });
  const canWrite = usePermission('notifications', 'write');
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [failedOf, setFailedOf] = useState<NotificationRow | null>(null);

  const addButton = (
    <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(true)}>
      <Plus aria-hidden className="size-4" />
      Add Notification
    </button>
  );

  return (
    <PageLayout
      title="Notifications"
      // The spec's breadcrumb leads back to the settings' first page, job history.
      breadcrumbs={[{ label: 'Settings', to: '/settings/jobs' }, { label: 'Notifications' }]}
      onRefresh={() => void notifications.refetch()}
      isRefreshing={notifications.isFetching}
      extra={
        canWrite && (
          <>
            <Link to="/settings/notifications/silence" className={SECONDARY_BUTTON}>
              <BellOff aria-hidden className="size-4" />
              Silence
            </Link>
            {addButton}
          </>
        )
      }
    >
      {notifications.error ? (
        <ErrorPanel title="Could not load notifications" message={notifications.error.message} onRetry={() => void notifications.refetch()} />
      ) : (
        <NotificationsTable
          notifications={notifications.data?.items ?? []}
          total={notifications.data?.total ?? 0}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          isLoading={notifications.isPending}
          isFetching={notifications.isFetching}
          onPageChange={pagination.onChange}
          onRowClick={canWrite ? (row) => setEditingId(row.id) : undefined}
          onFailedClick={setFailedOf}
          emptyAction={canWrite ? addButton : undefined}
        />
      )}
      <CreateNotificationDialog open={canWrite && adding} onClose={() => setAdding(false)} />
      <EditNotificationDialog notificationId={canWrite ? editingId : null} onClose={() => setEditingId(null)} />
      <FailedSendsDialog notification={failedOf} onClose={() => setFailedOf(null)} />
    </PageLayout>
  );
}
