import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { useScrapers } from '../api/list-scrapers.ts';
import { ScrapersTable } from '../components/scrapers-table.tsx';
import { DEFAULT_SCRAPER_PAGE_SIZE, readScraperListParams } from '../utils/scraper-list-params.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /catalog/scrapers: the config scrapers with their latest job (spec 002 §2, spec 001 §2.5), under the catalog's tabs. */
export function ScrapersRoute() {
  const CatalogTabs = useSlot('catalogTabs');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readScraperListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_SCRAPER_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const scrapers = useScrapers(params);
  const canWrite = usePermission('config_scrapers', 'write');

  return (
    <PageLayout
      title="Scrapers"
      breadcrumbs={[{ label: 'Catalog', to: '/catalog' }, { label: 'Scrapers' }]}
      onRefresh={() => void scrapers.refetch()}
      isRefreshing={scrapers.isFetching}
      extra={
        canWrite && (
          <Link to="/catalog/scrapers/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Scraper
          </Link>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <CatalogTabs />
        {scrapers.error ? (
          <ErrorPanel title="Could not load scrapers" message={scrapers.error.message} onRetry={() => void scrapers.refetch()} />
        ) : (
          <ScrapersTable
            scrapers={scrapers.data?.items ?? []}
            total={scrapers.data?.total ?? 0}
            isLoading={scrapers.isPending}
            isFetching={scrapers.isFetching}
            pageIndex={params.pageIndex}
            pageSize={params.pageSize}
            onPageChange={pagination.onChange}
            sorting={sorting}
            onSortingChange={setSorting}
            onRowClick={(scraper) => void navigate(`/catalog/scrapers/${scraper.id}`)}
          />
        )}
      </div>
    </PageLayout>
  );
}
