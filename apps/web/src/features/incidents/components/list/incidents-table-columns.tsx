import type { ColumnDef } from '@tanstack/react-table';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import type { IncidentListRow } from '#src/features/incidents/api/incident-list.types.ts';
import { ResponderAvatars } from './responder-avatars.tsx';
import { SeverityBadge } from './severity-badge.tsx';
import { IncidentStatusBadge } from './status-badge.tsx';

/** Spec 002 §2: Id, Type, Severity, Status, Name, Age, Responders; the server orders the list (newest first). */
export const INCIDENT_COLUMNS: ColumnDef<IncidentListRow>[] = [
  {
    id: 'incident_id',
    header: 'Id',
    accessorFn: (row) => row.incident_id,
    meta: { className: 'whitespace-nowrap tabular-nums font-medium' },
  },
  { id: 'type', header: 'Type', accessorFn: (row) => row.type, meta: { priority: 'medium' } },
  { id: 'severity', header: 'Severity', accessorFn: (row) => row.severity, cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
  { id: 'status', header: 'Status', accessorFn: (row) => row.status, cell: ({ row }) => <IncidentStatusBadge status={row.original.status} /> },
  { id: 'title', header: 'Name', accessorFn: (row) => row.title, meta: { truncate: true, className: 'w-full' } },
  {
    id: 'created_at',
    header: 'Age',
    accessorFn: (row) => row.created_at,
    cell: TimestampCell,
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'responders',
    header: 'Responders',
    accessorFn: (row) => row.responders?.length ?? 0,
    cell: ({ row }) => <ResponderAvatars responders={row.original.responders ?? []} />,
  },
];
