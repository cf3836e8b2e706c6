import { type InfiniteData, type QueryKey, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { parseLabel } from '../utils/list/catalog-search-params.ts';
import { decodeTagFilters } from '../utils/list/tag-filter.ts';
import { configKeys } from './catalog-keys.ts';
import type { ConfigListItem } from './config-list.types.ts';

export interface ConfigListParams {
  configType: string;
  search: string;
  labels: string;
  status: string;
  health: string;
  tags: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  hideDeleted: boolean;
}

/** Rows fetched per request as the list scrolls: never the whole catalog at once. */
export const CONFIG_PAGE_SIZE = 100;
/** Spec 002 §9: config lists stay fresh for 5 minutes. */
export const CONFIG_LIST_STALE_MS = 300_000;

const SELECT =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,changes,analysis';
const SEARCH_COLUMNS = ['name', 'type', 'description', 'namespace'] as const;
const SORTABLE = new Set(['type', 'name', 'status', 'health', 'created_at', 'updated_at', 'changes', 'cost_total_30d']);

/** A value inside `or=(...)`, quoted so commas and parentheses the user typed stay text. */
function quotedOrValue(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function orPattern(text: string): string {
  return quotedOrValue(`*${text.replace(/[\\%_]/g, (c) => `\\${c}`)}*`);
}

/** An excluded tag hides the items with that value and keeps those without the tag (a bare `neq` would drop them). */
function tagExclusion(key: string, value: string): string {
  return `(tags->>${key}.is.null,tags->>${key}.neq.${quotedOrValue(value)})`;
}

export function configListQuery(params: ConfigListParams, pageIndex: number): URLSearchParams {
  const query = postgrest().select(SELECT);
  if (params.configType) query.eq('type', params.configType);
  if (params.status) query.eq('status', params.status);
  if (params.health) query.eq('health', params.health);
  const label = parseLabel(params.labels);
  if (label && /^[A-Za-z0-9_]+$/.test(label.key)) query.eq(`labels->>${label.key}`, label.value);
  const tags = decodeTagFilters(params.tags).filter((tag) => /^[A-Za-z0-9_]+$/.test(tag.key));
  for (const tag of tags) if (!tag.exclude) query.eq(`tags->>${tag.key}`, tag.value);
  if (params.hideDeleted) query.isNull('deleted_at');
  // Spec 002: deleted rows sort first by deleted_at (the latest on top), then the chosen sort.
  else query.order('deleted_at', 'desc', 'last');
  const sortBy = SORTABLE.has(params.sortBy) ? params.sortBy : 'type';
  query.order(sortBy, params.sortOrder);
  if (sortBy !== 'name') query.order('name', 'asc');
  query.limit(CONFIG_PAGE_SIZE).offset(pageIndex * CONFIG_PAGE_SIZE);
  const search = params.search.trim();
  const result = query.toSearchParams();
  for (const tag of tags) if (tag.exclude) result.append('or', tagExclusion(tag.key, tag.value));
  if (search !== '') result.append('or', `(${SEARCH_COLUMNS.map((c) => `${c}.ilike.${orPattern(search)}`).join(',')})`);
  return result;
}

export function getConfigsPage(params: ConfigListParams, pageIndex: number, signal?: AbortSignal): Promise<Page<ConfigListItem>> {
  return http.getPage<ConfigListItem>('db', '/configs', { query: configListQuery(params, pageIndex), signal });
}

export function configsQueryOptions(params: ConfigListParams) {
  return infiniteQueryOptions<Page<ConfigListItem>, Error, InfiniteData<Page<ConfigListItem>>, QueryKey, number>({
    queryKey: configKeys.list(params),
    queryFn: ({ pageParam, signal }) => getConfigsPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * CONFIG_PAGE_SIZE < last.total ? pages.length : undefined),
    staleTime: CONFIG_LIST_STALE_MS,
  });
}

/** The flat list, a page at a time; `fetchNextPage` as the user scrolls near the end. */
export function useConfigs(params: ConfigListParams, enabled: boolean) {
  return useInfiniteQuery({ ...configsQueryOptions(params), enabled });
}
