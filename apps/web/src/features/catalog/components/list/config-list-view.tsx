import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useConfigs } from '#src/features/catalog/api/get-configs.ts';
import type { CatalogSearch } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import type { CatalogSearchChanges } from '#src/features/catalog/utils/list/use-catalog-search.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { ConfigListTable } from './config-list-table.tsx';

export interface ConfigListViewProps {
  search: CatalogSearch;
  hideDeleted: boolean;
  onChange: (changes: CatalogSearchChanges) => void;
}

/** The flat list of configs for a chosen type or search, with its loading, empty and error states. */
export function ConfigListView({ search, hideDeleted, onChange }: ConfigListViewProps) {
  const navigate = useNavigate();
  const params = useMemo(
    () => ({
      configType: search.configType,
      search: search.search,
      labels: search.labels,
      status: search.status,
      health: search.health,
      tags: search.tags,
      sortBy: search.sortBy,
      sortOrder: search.sortOrder,
      hideDeleted,
    }),
    [search, hideDeleted],
  );
  const query = useConfigs(params, true);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState title="No data available" description="No configuration items match these filters." />;
  return (
    <ConfigListTable
      items={items}
      total={total}
      sortBy={search.sortBy}
      sortOrder={search.sortOrder}
      onSort={(sortBy, sortOrder) => onChange({ sortBy, sortOrder })}
      onRowClick={(item) => void navigate(`/catalog/${item.id}`)}
      onLoadMore={loadMore}
      canLoadMore={hasNextPage && !isFetchingNextPage}
    />
  );
}
