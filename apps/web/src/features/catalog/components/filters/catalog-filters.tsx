import { Star } from 'lucide-react';
import { useMemo } from 'react';
import { useConfigLabels } from '#src/features/catalog/api/get-config-labels.ts';
import { useConfigStatuses } from '#src/features/catalog/api/get-config-statuses.ts';
import { useConfigTags } from '#src/features/catalog/api/get-config-tags.ts';
import { useConfigTypes } from '#src/features/catalog/api/get-config-types.ts';
import { type CatalogSearch, DEFAULT_GROUP_BY, TAG_GROUP_SUFFIX, showsFlatList } from '#src/features/catalog/utils/list/catalog-search-params.ts';
import type { CatalogSearchChanges } from '#src/features/catalog/utils/list/use-catalog-search.ts';
import type { FavouriteTypes } from '#src/features/catalog/utils/list/use-favourite-types.ts';
import { SearchInput } from '#src/ui/filters/search-input.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { PreferencesMenu } from './preferences-menu.tsx';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { TagFilterDropdown } from './tag-filter-dropdown.tsx';

export interface CatalogFiltersProps {
  search: CatalogSearch;
  onChange: (changes: CatalogSearchChanges) => void;
  favourites: FavouriteTypes;
  hideDeleted: boolean;
  onHideDeletedChange: (hidden: boolean) => void;
}

const HEALTH_OPTIONS = ['healthy', 'unhealthy', 'warning', 'unknown'].map((value) => ({ value, label: value }));
const GROUP_OPTIONS = [
  { value: DEFAULT_GROUP_BY, label: 'Class and type' },
  { value: 'type', label: 'Type' },
  { value: 'config_class', label: 'Class' },
  { value: 'type,status', label: 'Type and status' },
  { value: 'type,health', label: 'Type and health' },
];

/** The filter bar of /catalog; every choice lives in the query string. */
export function CatalogFilters({ search, onChange, favourites, hideDeleted, onHideDeletedChange }: CatalogFiltersProps) {
  const types = useConfigTypes();
  const statuses = useConfigStatuses();
  const labels = useConfigLabels();
  const tags = useConfigTags();
  const tagKeys = useMemo(() => [...new Set(tags.data?.map((tag) => tag.key) ?? [])], [tags.data]);

  const typeOptions = useMemo(() => {
    const all = types.data ?? [];
    const favourite = all.filter((type) => favourites.isFavourite(type));
    const rest = all.filter((type) => !favourites.isFavourite(type));
    return [...favourite.map((type) => ({ value: type, label: `★ ${type}` })), ...rest.map((type) => ({ value: type, label: type }))];
  }, [types.data, favourites]);
  const labelOptions = useMemo(
    () => (labels.data ?? []).map((label) => ({ value: `${label.key}=${label.value}`, label: `${label.key}: ${label.value}` })),
    [labels.data],
  );
  const groupOptions = useMemo(
    () => [...GROUP_OPTIONS, ...tagKeys.map((key) => ({ value: `type,${key}${TAG_GROUP_SUFFIX}`, label: `Type and tag ${key}` }))],
    [tagKeys],
  );
  const groupValue = search.groupBy.join(',');

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-200 px-4 py-2">
      <SearchInput value={search.search} onChange={(value) => onChange({ search: value })} className="w-64" />
      <FilterSelect searchable label="Type" value={search.configType} options={typeOptions} onChange={(value) => onChange({ configType: value })} />
      {search.configType !== '' && (
        <button
          type="button"
          aria-pressed={favourites.isFavourite(search.configType)}
          aria-label={`Favourite ${search.configType}`}
          onClick={() => favourites.toggle(search.configType)}
          className="text-gray-400 hover:text-yellow-500"
        >
          <Star size={16} aria-hidden className={favourites.isFavourite(search.configType) ? 'fill-yellow-400 text-yellow-500' : ''} />
        </button>
      )}
      <FilterSelect searchable label="Labels" value={search.labels} options={labelOptions} onChange={(value) => onChange({ labels: value })} />
      <TagFilterDropdown value={search.tags} onChange={(tags) => onChange({ tags })} />
      <FilterSelect
        label="Status"
        value={search.status}
        options={(statuses.data ?? []).map((value) => ({ value, label: value }))}
        onChange={(value) => onChange({ status: value })}
      />
      <FilterSelect label="Health" value={search.health} options={HEALTH_OPTIONS} onChange={(value) => onChange({ health: value })} />
      {!showsFlatList(search) && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className={FIELD_LABEL}>
            Group By
          </span>
          <Select
            label="Group By"
            value={groupValue}
            options={groupOptions}
            onChange={(value) => onChange({ groupBy: value === DEFAULT_GROUP_BY ? null : value })}
          />
        </span>
      )}
      <div className="ml-auto">
        <PreferencesMenu hideDeleted={hideDeleted} onHideDeletedChange={onHideDeletedChange} />
      </div>
    </div>
  );
}
