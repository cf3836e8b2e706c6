import type { ColumnDef } from '@tanstack/react-table';
import { BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { TRUNCATED_CELL } from '#src/ui/data-table/column-priority.ts';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { type NotificationRow, notificationLabel } from '../api/notification.types.ts';
import { formatAvgDuration } from '../utils/format-avg-duration.ts';
import { NotificationEventsCell } from './notification-events-cell.tsx';

export const NOTIFICATION_PAGE_SIZES = [50, 100, 200] as const;

export interface NotificationsTableProps {
  notifications: NotificationRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  isFetching: boolean;
  onPageChange: (page: { pageIndex: number; pageSize: number }) => void;
  onRowClick?: ((notification: NotificationRow) => void) | undefined;
  onFailedClick: (notification: NotificationRow) => void;
  /** The action offered when there is nothing yet (Add, for those who may). */
  emptyAction?: ReactNode;
}

const NUMBER = 'text-right tabular-nums';

function recipientOf(row: NotificationRow): string {
  if (row.person) return row.person.name;
  if (row.team) return row.team.name;
  return (row.custom_services ?? []).map((service) => service.name || service.connection).join(', ');
}

function columns(onFailedClick: (row: NotificationRow) => void): ColumnDef<NotificationRow, unknown>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: ({ row }) => <span className="font-medium text-gray-900">{notificationLabel(row.original)}</span>,
      meta: { truncate: true },
    },
    { id: 'events', header: 'Events', cell: ({ row }) => <NotificationEventsCell events={row.original.events} /> },
    { id: 'recipient', header: 'Recipient', accessorFn: recipientOf, meta: { truncate: true } },
    {
      id: 'filter',
      header: 'Filter',
      cell: ({ row }) => <TruncatedText className="font-mono text-xs">{row.original.filter ?? ''}</TruncatedText>,
      meta: { className: TRUNCATED_CELL, priority: 'medium' },
    },
    { id: 'pending', header: 'Pending', accessorFn: (row) => row.pending, meta: { className: NUMBER, priority: 'low' } },
    { id: 'sent', header: 'Sent', accessorFn: (row) => row.sent, meta: { className: NUMBER } },
    {
      id: 'failed',
      header: 'Failed',
      cell: ({ row }) =>
        row.original.failed > 0 ? (
          <button
            type="button"
            aria-label={`${row.original.failed} failed: show the most common error`}
            className="rounded px-1 font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500"
            onClick={(event) => {
              event.stopPropagation();
              onFailedClick(row.original);
            }}
          >
            {row.original.failed}
          </button>
        ) : (
          0
        ),
      meta: { className: NUMBER },
    },
    {
      id: 'avg_duration_ms',
      header: 'Avg Duration',
      accessorFn: (row) => formatAvgDuration(row.avg_duration_ms),
      meta: { className: NUMBER, priority: 'low' },
    },
    { id: 'repeat_interval', header: 'Repeat Interval', accessorFn: (row) => row.repeat_interval ?? '', meta: { priority: 'medium' } },
    createdByColumn((row) => row.created_by?.name),
    timestampColumn('created_at', 'Created', (row) => row.created_at, 'low'),
    timestampColumn('updated_at', 'Updated', (row) => row.updated_at, 'low'),
  ];
}

/** The notifications, newest first, paged by the server (spec 001 §2.7). */
export function NotificationsTable(props: NotificationsTableProps) {
  return (
    <DataTable
      label="Notifications"
      columns={columns(props.onFailedClick)}
      data={props.notifications}
      getRowId={(row) => row.id}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      onRowClick={props.onRowClick}
      enableSorting={false}
      emptyMessage={
        <EmptyState
          size="compact"
          icon={BellRing}
          title="No notifications yet"
          description="A notification sends a message to a person, a team or a connection when a check, component or config changes."
          action={props.emptyAction}
        />
      }
      pagination={{
        mode: 'remote',
        pageIndex: props.pageIndex,
        pageSize: props.pageSize,
        totalRowCount: props.total,
        pageSizeOptions: NOTIFICATION_PAGE_SIZES,
        onChange: props.onPageChange,
      }}
    />
  );
}
