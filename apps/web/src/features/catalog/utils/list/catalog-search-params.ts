/** The catalog page's query parameters with the defaults of spec 002 §2. */
export interface CatalogSearch {
  configType: string;
  search: string;
  /** `key=value`, or '' for All. */
  labels: string;
  status: string;
  health: string;
  /** Grouping of the summary; a '__tag' suffix marks a tag key. */
  groupBy: string[];
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  /** Tag filter in its URL encoding (see tag-filter.ts). */
  tags: string;
  groupByProp: string;
}

export const DEFAULT_GROUP_BY = 'config_class,type';
export const DEFAULT_SORT_BY = 'type';
export const TAG_GROUP_SUFFIX = '__tag';

export function readCatalogSearch(params: URLSearchParams): CatalogSearch {
  const groupBy = params.get('groupBy') ?? DEFAULT_GROUP_BY;
  return {
    configType: params.get('configType') ?? '',
    search: params.get('search') ?? '',
    labels: params.get('labels') ?? '',
    status: params.get('status') ?? '',
    health: params.get('health') ?? '',
    groupBy: groupBy.split(',').filter((part) => part !== ''),
    sortBy: params.get('sortBy') || DEFAULT_SORT_BY,
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
    tags: params.get('tags') ?? '',
    groupByProp: params.get('groupByProp') ?? '',
  };
}

/** Whether the page shows the flat list rather than the summary. */
export function showsFlatList(search: CatalogSearch): boolean {
  return search.configType !== '' || search.search !== '';
}

/** A group column's name in a summary row: a tag key loses its suffix. */
export function groupColumnOf(groupBy: string): string {
  return groupBy.endsWith(TAG_GROUP_SUFFIX) ? groupBy.slice(0, -TAG_GROUP_SUFFIX.length) : groupBy;
}

/** `key=value` as a pair, or undefined for All or text that is not a pair. */
export function parseLabel(label: string): { key: string; value: string } | undefined {
  const at = label.indexOf('=');
  if (at <= 0) return undefined;
  return { key: label.slice(0, at), value: label.slice(at + 1) };
}
