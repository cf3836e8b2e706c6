import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { createdByColumn } from '#src/ui/data-table/created-by-column.ts';
import { timestampColumn } from '#src/ui/data-table/timestamp-column.ts';
import { JobStatusCell } from '#src/ui/job-history/job-status-cell.tsx';
import type { IntegrationListRow } from '../api/integration.types.ts';
import { INTEGRATION_PAGE_SIZES } from '../utils/integration-list-params.ts';
import { integrationPath } from '../utils/integration-types.ts';
import { IntegrationTypeLabel } from './integration-type-label.tsx';

export type IntegrationsTableProps = Omit<ServerPagedListProps<IntegrationListRow>, 'sorting' | 'onSortingChange'> & {
  integrations: IntegrationListRow[];
  emptyMessage: ReactNode;
};

/* The integration row of spec 001, all shown at 1280 px; the list is always newest first, so no column sorts. */
const COLUMN_DEFS: ColumnDef<IntegrationListRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.name}</span>,
    meta: { truncate: true, className: 'w-1/4' },
  },
  { id: 'type', header: 'Type', accessorKey: 'integration_type', cell: ({ row }) => <IntegrationTypeLabel type={row.original.integration_type} /> },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'medium' } },
  {
    id: 'job_status',
    header: 'Job Status',
    accessorKey: 'job_status',
    cell: ({ row }) => <JobStatusCell status={row.original.job_status} resourcePath={integrationPath(row.original.integration_type, row.original.id)} />,
  },
  timestampColumn('job_time_start', 'Last Run', (row) => row.job_time_start),
  createdByColumn((row) => row.creator?.name, 'medium'),
  timestampColumn('created_at', 'Created', (row) => row.created_at, 'medium'),
];

const COLUMNS = COLUMN_DEFS.map((column): ColumnDef<IntegrationListRow, unknown> => ({ ...column, enableSorting: false }));

const NO_SORTING: never[] = [];

/** The integrations list: one page from the server, newest first. */
export function IntegrationsTable({ integrations, ...paging }: IntegrationsTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      sorting={NO_SORTING}
      onSortingChange={() => undefined}
      label="Integrations"
      columns={COLUMNS}
      rows={integrations}
      getRowId={(integration) => `${integration.integration_type}/${integration.id}`}
      pageSizeOptions={INTEGRATION_PAGE_SIZES}
    />
  );
}
