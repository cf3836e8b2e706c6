import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ServerPagedTable, type ServerPagedListProps } from '../../../ui/data-table/server-paged-table.tsx';
import { TimestampCell } from '../../../ui/data-table/timestamp-cell.tsx';
import { Icon } from '../../../ui/icon/icon.tsx';
import { JobStatusBadge } from '../../jobs/components/job-status-badge.tsx';
import type { ScraperRow } from '../api/scraper.types.ts';
import { SCRAPER_PAGE_SIZES } from '../utils/scraper-list-params.ts';
import { scheduleOfSpec, scraperTypesOfSpec } from '../utils/scraper-spec.ts';

export interface ScrapersTableProps extends ServerPagedListProps<ScraperRow> {
  scrapers: ScraperRow[];
}

const COLUMNS: ColumnDef<ScraperRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1.5">
        {scraperTypesOfSpec(row.original.spec).map((type) => (
          <Icon key={type} name={type} />
        ))}
        <span className="font-medium text-gray-900">{row.original.name}</span>
      </span>
    ),
  },
  { id: 'source', header: 'Source', accessorKey: 'source' },
  { id: 'schedule', header: 'Schedule', accessorFn: (scraper) => scheduleOfSpec(scraper.spec), enableSorting: false },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace' },
  {
    id: 'job_status',
    header: 'Job Status',
    accessorKey: 'job_status',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-2">
        <JobStatusBadge status={row.original.job_status} />
        <Link
          to={`/catalog/scrapers/${row.original.id}?tab=jobHistory`}
          onClick={(event) => event.stopPropagation()}
          className="text-xs text-blue-700 hover:underline"
        >
          View details
        </Link>
      </span>
    ),
  },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell },
];

/** The scrapers list: one page from the server, sorted by the server. */
export function ScrapersTable({ scrapers, ...paging }: ScrapersTableProps) {
  return (
    <ServerPagedTable
      {...paging}
      label="Scrapers"
      columns={COLUMNS}
      rows={scrapers}
      getRowId={(scraper) => scraper.id}
      emptyMessage="No resources found"
      pageSizeOptions={SCRAPER_PAGE_SIZES}
    />
  );
}
