import type { ScraperRow } from '@vigil/domain';
import { ServerPagedTable, type ServerPagedListProps } from '#src/ui/data-table/server-paged-table.tsx';
import { TRUNCATED_CELL } from '#src/ui/data-table/column-priority.ts';
import { scheduledResourceColumns } from '#src/ui/data-table/scheduled-resource-columns.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { SCRAPER_PAGE_SIZES } from '../utils/scraper-list-params.ts';
import { scheduleOfSpec, scraperTagsOfSpec, scraperTypesOfSpec } from '../utils/scraper-spec.ts';

export interface ScrapersTableProps extends ServerPagedListProps<ScraperRow> {
  scrapers: ScraperRow[];
}

/* The columns of spec 001 §2.5; a scraper's schedule and tags are read from its spec. */
const COLUMNS = scheduledResourceColumns<ScraperRow>({
  detailPath: (scraper) => `/catalog/scrapers/${scraper.id}`,
  scheduleOf: (scraper) => scheduleOfSpec(scraper.spec),
  scheduleSortable: false,
  tagsOf: (scraper) => scraperTagsOfSpec(scraper.spec),
  name: {
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
});

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
