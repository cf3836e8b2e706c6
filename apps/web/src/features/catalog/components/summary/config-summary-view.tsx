import { useMemo } from 'react';
import { useConfigSummary } from '#src/features/catalog/api/get-config-summary.ts';
import type { CatalogSearch } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import type { CatalogSearchChanges } from '#src/features/catalog/utils/list/use-catalog-search.ts';
import type { FavouriteTypes } from '#src/features/catalog/utils/list/use-favourite-types.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { ConfigSummaryTable } from './config-summary-table.tsx';
import { filtersOfSummaryRow } from './summary-row-filters.ts';

export interface ConfigSummaryViewProps {
  search: CatalogSearch;
  hideDeleted: boolean;
  favourites: FavouriteTypes;
  onChange: (changes: CatalogSearchChanges) => void;
}

/** The grouped summary shown while no type or search is chosen. */
export function ConfigSummaryView({ search, hideDeleted, favourites, onChange }: ConfigSummaryViewProps) {
  const params = useMemo(
    () => ({
      groupBy: search.groupBy,
      labels: search.labels,
      tags: search.tags,
      status: search.status,
      health: search.health,
      hideDeleted,
    }),
    [search, hideDeleted],
  );
  const query = useConfigSummary(params, true);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  const rows = Array.isArray(query.data) ? query.data : [];
  if (rows.length === 0) return <EmptyState title="No data available" description="No configuration items match these filters." />;
  return (
    <ConfigSummaryTable
      rows={rows}
      groupBy={search.groupBy}
      favourites={favourites}
      sortBy={search.sortBy}
      sortOrder={search.sortOrder}
      onSort={(sortBy, sortOrder) => onChange({ sortBy, sortOrder })}
      onOpen={(row) => onChange(filtersOfSummaryRow(row, search.groupBy, search.tags))}
    />
  );
}
