import { useQueryClient } from '@tanstack/react-query';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { configKeys, configSummaryKeys } from '../api/catalog-keys.ts';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { CatalogFilters } from '../components/filters/catalog-filters.tsx';
import { ConfigListView } from '../components/list/config-list-view.tsx';
import { ConfigSummaryView } from '../components/summary/config-summary-view.tsx';
import { showsFlatList } from '../utils/list/catalog-search-params.ts';
import { useCatalogSearch } from '../utils/list/use-catalog-search.ts';
import { useFavouriteTypes } from '../utils/list/use-favourite-types.ts';
import { useHideDeleted } from '../utils/list/use-hide-deleted.ts';

/** /catalog: the summary grouped by type, or the flat list once a type or search is chosen (spec 002 §2). */
export function CatalogRoute() {
  const [search, update] = useCatalogSearch();
  const [hideDeleted, setHideDeleted] = useHideDeleted();
  const favourites = useFavouriteTypes();
  const queryClient = useQueryClient();
  const flat = showsFlatList(search);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: flat ? configKeys.all : configSummaryKeys.all });

  return (
    <PageLayout title="Catalog" onRefresh={refresh} contentClassName="flex flex-col">
      <CatalogTabs />
      <CatalogFilters
        search={search}
        onChange={update}
        favourites={favourites}
        hideDeleted={hideDeleted}
        onHideDeletedChange={setHideDeleted}
      />
      {flat ? (
        <ConfigListView search={search} hideDeleted={hideDeleted} onChange={update} />
      ) : (
        <ConfigSummaryView search={search} hideDeleted={hideDeleted} favourites={favourites} onChange={update} />
      )}
    </PageLayout>
  );
}
