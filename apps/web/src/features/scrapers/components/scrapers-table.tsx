import type { ColumnDef } from '@tanstack/react-table';
import type { ScraperRow } from '@vigil/domain';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TRUNCATED_CELL } from '#src/ui/data-table/column-priority.ts';
import { TagsCell } from '#src/ui/data-table/tags-cell.tsx';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { JobStatusCell } from '#src/ui/job-history/job-status-cell.tsx';
import { SCRAPER_PAGE_SIZES } from '../utils/scraper-list-params.ts';
import { scheduleOfSpec, scraperTagsOfSpec, scraperTypesOfSpec } from '../utils/scraper-spec.ts';

export interface ScrapersTableProps extends ServerPagedListProps<ScraperRow> {
  scrapers: ScraperRow[];
}

const TIME = { className: 'whitespace-nowrap tabular-nums' };

/* The columns of spec 001 §2.5; 'low' ones give way at 1280 px beside the sidebar, 'medium' ones below 896 px of table. */
const COLUMNS: ColumnDef<ScraperRow, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ row }) => (
      <span className="flex min-w-0 items-center gap-1.5">
        {scraperTypesOfSpec(row.original.spec).map((type) => (
          <Icon key={type} name={type} />
        ))}
        <TruncatedText className="font-medium text-gray-900">{row.original.name}</TruncatedText>
      </span>
    ),
    meta: { className: TRUNCATED_CELL },
  },
  { id: 'source', header: 'Source', accessorKey: 'source', meta: { truncate: true, priority: 'low' } },
  {
    id: 'schedule',
    header: 'Schedule',
    accessorFn: (scraper) => scheduleOfSpec(scraper.spec),
    enableSorting: false,
    meta: { className: 'whitespace-nowrap', priority: 'medium' },
  },
  { id: 'namespace', header: 'Namespace', accessorKey: 'namespace', meta: { truncate: true, priority: 'medium' } },
  {
    id: 'job_status',
    header: 'Job Status',
    accessorKey: 'job_status',
    cell: ({ row }) => <JobStatusCell status={row.original.job_status} resourcePath={`/catalog/scrapers/${row.original.id}`} />,
  },
  { id: 'job_time_start', header: 'Last Run', accessorKey: 'job_time_start', cell: TimestampCell, meta: TIME },
  { id: 'job_last_failed', header: 'Last Failed', accessorKey: 'job_last_failed', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  {
    id: 'tags',
    header: 'Tags',
    accessorFn: (scraper) => scraperTagsOfSpec(scraper.spec),
    enableSorting: false,
    cell: ({ row }) => <TagsCell tags={scraperTagsOfSpec(row.original.spec)} />,
    meta: { priority: 'medium' },
  },
  { id: 'created_at', header: 'Created', accessorKey: 'created_at', cell: TimestampCell, meta: { ...TIME, priority: 'low' } },
  { id: 'updated_at', header: 'Updated', accessorKey: 'updated_at', cell: TimestampCell, meta: { ...TIME, priority: 'medium' } },
  {
    id: 'created_by',
    header: 'Created By',
    accessorFn: (scraper) => scraper.creator?.name ?? '',
    enableSorting: false,
    meta: { truncate: true, priority: 'low' },
  },
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
      emptyMessage={<EmptyState size="compact" title="No resources found" description="No config scrapers yet. A scraper reads configuration items into the catalog." />}
      pageSizeOptions={SCRAPER_PAGE_SIZES}
    />
  );
}
