import type { ColumnDef } from '@tanstack/react-table';
import { formatTimestamp } from '@vigil/domain';
import { PlaybookRunStatusBadge } from '#src/ui/badge/playbook-run-status-badge.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import type { PlaybookRunRow } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { runDuration } from '#src/features/playbook-runs/utils/run-duration.ts';
import { playbookLabel, runResource } from '../run-labels.ts';
import { TriggeredBy } from '../triggered-by.tsx';

/** Spec 002 §2: Name, Resource, Status, Date, Duration, Created At, Created By; the server orders runs (newest first). */
export const RUN_COLUMNS: ColumnDef<PlaybookRunRow>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => playbookLabel(row.playbook, row.playbook_id),
    cell: ({ row }) => <IconLabel name={row.original.playbook?.icon || 'playbooks'}>{playbookLabel(row.original.playbook, row.original.playbook_id)}</IconLabel>,
    meta: { className: 'w-1/4 max-w-0 font-medium' },
  },
  {
    id: 'resource',
    header: 'Resource',
    accessorFn: (row) => runResource(row)?.name ?? '',
    cell: ({ row }) => {
      const resource = runResource(row.original);
      return resource ? <IconLabel name={resource.icon}>{resource.name}</IconLabel> : null;
    },
    meta: { className: 'w-1/4 max-w-0' },
  },
  { id: 'status', header: 'Status', accessorFn: (row) => row.status, cell: ({ row }) => <PlaybookRunStatusBadge status={row.original.status} /> },
  {
    id: 'date',
    header: 'Date',
    accessorFn: (row) => row.start_time ?? row.scheduled_time,
    cell: ({ row }) => formatTimestamp(row.original.start_time ?? row.original.scheduled_time),
    meta: { className: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'duration',
    header: 'Duration',
    accessorFn: (row) => runDuration(row.start_time, row.end_time),
    meta: { className: 'whitespace-nowrap tabular-nums text-right' },
  },
  { id: 'created_at', header: 'Created At', accessorFn: (row) => row.created_at, cell: TimestampCell, meta: { className: 'whitespace-nowrap', priority: 'medium' } },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (row) => row.creator?.name ?? '',
    cell: ({ row }) => <TriggeredBy run={row.original} />,
    meta: { priority: 'medium' },
  },
];
