import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useCanaries } from '../api/list-canaries.ts';
import { CanariesTable } from '../components/canaries-table.tsx';
import { DEFAULT_CANARY_PAGE_SIZE, readCanaryListParams } from '../utils/canary-list-params.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /settings/canaries: the health checks with their latest job (spec 001 §2.5). */
export function CanariesRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readCanaryListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_CANARY_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const canaries = useCanaries(params);
  const canWrite = usePermission('canaries', 'write');

  return (
    <PageLayout
      title="Health Checks"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Health Checks' }]}
      onRefresh={() => void canaries.refetch()}
      isRefreshing={canaries.isFetching}
      extra={
        canWrite && (
          <Link to="/settings/canaries/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Health Check
          </Link>
        )
      }
    >
      {canaries.error ? (
        <ErrorPanel title="Could not load health checks" message={canaries.error.message} onRetry={() => void canaries.refetch()} />
      ) : (
        <CanariesTable
          canaries={canaries.data?.items ?? []}
          total={canaries.data?.total ?? 0}
          isLoading={canaries.isPending}
          isFetching={canaries.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(canary) => void navigate(`/settings/canaries/${canary.id}`)}
        />
      )}
    </PageLayout>
  );
}
