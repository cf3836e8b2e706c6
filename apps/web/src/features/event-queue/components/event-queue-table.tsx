import type { ColumnDef } from '@tanstack/react-table';
import { Inbox, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import type { EventQueueSummaryRow } from '../api/event-queue.types.ts';

export const NO_EVENTS = 'No events in the queue';

const NUMBER = { className: 'text-right tabular-nums whitespace-nowrap' };

function averageAttempts(value: EventQueueSummaryRow['average_attempts']): string {
  if (value === null) return '';
  const number = Number(value);
  return Number.isFinite(number) ? String(Math.round(number * 100) / 100) : '';
}

const COLUMNS: ColumnDef<EventQueueSummaryRow, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { truncate: true } },
  { id: 'pending', header: 'Pending', accessorKey: 'pending', meta: NUMBER },
  {
    id: 'failed',
    header: 'Failed',
    accessorKey: 'failed',
    cell: ({ row }) => <span className={row.original.failed > 0 ? 'font-medium text-red-700' : undefined}>{row.original.failed}</span>,
    meta: NUMBER,
  },
  { id: 'average_attempts', header: 'Avg. Attempts', accessorKey: 'average_attempts', cell: ({ row }) => averageAttempts(row.original.average_attempts), meta: NUMBER },
  { id: 'first_failure', header: 'First Failure', accessorKey: 'first_failure', cell: TimestampCell, meta: { className: 'whitespace-nowrap', priority: 'low' } },
  { id: 'last_failure', header: 'Last Failure', accessorKey: 'last_failure', cell: TimestampCell, meta: { className: 'whitespace-nowrap' } },
  { id: 'most_common_error', header: 'Most Common Error', accessorKey: 'most_common_error', meta: { truncate: true } },
];

export interface EventQueueTableProps {
  rows: EventQueueSummaryRow[];
  isLoading: boolean;
  isFetching: boolean;
  /** Given only to administrators: a Retry button on every name with failed events. */
  onRetry?: (name: string) => void;
  /** The name being retried, whose button waits. */
  retrying?: string | null;
}

/** The queue by event name (spec 001 §2.12), with Retry for administrators. */
export function EventQueueTable({ rows, isLoading, isFetching, onRetry, retrying }: EventQueueTableProps) {
  const columns = useMemo<ColumnDef<EventQueueSummaryRow, unknown>[]>(() => {
    if (!onRetry) return COLUMNS;
    const retry: ColumnDef<EventQueueSummaryRow, unknown> = {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.failed > 0 && (
          <button
            type="button"
            aria-label={`Retry failed ${row.original.name} events`}
            disabled={retrying === row.original.name}
            onClick={(event) => {
              event.stopPropagation();
              onRetry(row.original.name);
            }}
            className="inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-0.5 text-xs font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
          >
            <RotateCcw aria-hidden className="size-3.5" />
            Retry
          </button>
        ),
      meta: { className: 'text-right whitespace-nowrap' },
    };
    return [...COLUMNS, retry];
  }, [onRetry, retrying]);

  return (
    <DataTable
      label="Event queue"
      className="flex-1"
      columns={columns}
      data={rows}
      getRowId={(row) => row.name}
      isLoading={isLoading}
      isFetching={isFetching}
      enableSorting={false}
      emptyMessage={<EmptyState size="compact" icon={Inbox} title={NO_EVENTS} description="Events waiting for their handlers, or that failed, appear here." />}
    />
  );
}
