import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useLogBackends } from '../api/list-log-backends.ts';
import { LogBackendsTable } from '../components/log-backends-table.tsx';
import { DEFAULT_LOG_BACKEND_PAGE_SIZE, readLogBackendListParams } from '../utils/log-backend-list-params.ts';
import { LOG_BACKENDS_WRITE } from '../utils/log-backend-spec.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /settings/logging_backends: where log searches read lines from (spec 001 §2.4). */
export function LogBackendsRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readLogBackendListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_LOG_BACKEND_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const backends = useLogBackends(params);
  const canWrite = usePermission(LOG_BACKENDS_WRITE, 'write');

  return (
    <PageLayout
      title="Log Backends"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Log Backends' }]}
      onRefresh={() => void backends.refetch()}
      isRefreshing={backends.isFetching}
      extra={
        canWrite && (
          <Link to="/settings/logging_backends/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Log Backend
          </Link>
        )
      }
    >
      {backends.error ? (
        <ErrorPanel title="Could not load log backends" message={backends.error.message} onRetry={() => void backends.refetch()} />
      ) : (
        <LogBackendsTable
          backends={backends.data?.items ?? []}
          total={backends.data?.total ?? 0}
          isLoading={backends.isPending}
          isFetching={backends.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(backend) => void navigate(`/settings/logging_backends/${backend.id}`)}
        />
      )}
    </PageLayout>
  );
}
