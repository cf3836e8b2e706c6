import { formatTimestamp } from '@vigil/domain';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { JobStatusBadge } from '../../canaries/components/job-status-badge.tsx';
import type { ScraperRow } from '../api/scraper.types.ts';
import { SCRAPER_PAGE_SIZES } from '../utils/scraper-list-params.ts';
import { scheduleOfSpec } from '../utils/scraper-spec.ts';

export interface ScrapersTableProps {
  scrapers: ScraperRow[];
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (state: { pageIndex: number; pageSize: number }) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onRowClick: (scraper: ScraperRow) => void;
}

const dateCell = ({ getValue }: { getValue: () => unknown }) => {
  const value = getValue() as string | null;
  return value ? <time dateTime={value}>{formatTimestamp(value)}</time> : null;
};

const COLUMNS: ColumnDef<ScraperRow, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', cell: ({ getValue }) => <span className="font-medium text-gray-900">{getValue() as string}</span> },
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
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: dateCell },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: dateCell },
];

/** The scrapers list: one page from the server, sorted by the server. */
export function ScrapersTable(props: ScrapersTableProps) {
  return (
    <DataTable
      label="Scrapers"
      columns={COLUMNS}
      data={props.scrapers}
      getRowId={(scraper) => scraper.id}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      emptyMessage="No resources found"
      sorting={props.sorting}
      onSortingChange={props.onSortingChange}
      manualSorting
      onRowClick={props.onRowClick}
      pagination={{
        mode: 'remote',
        pageIndex: props.pageIndex,
        pageSize: props.pageSize,
        onChange: props.onPageChange,
        totalRowCount: props.total,
        pageSizeOptions: SCRAPER_PAGE_SIZES,
      }}
    />
  );
}
