import type { SortDirection } from './postgrest-query.ts';

/** Paging and sorting of a server-paged list, as the URL carries them. */
export interface ListParams<TSortColumn extends string> {
  pageIndex: number;
  pageSize: number;
  sortBy: TSortColumn | null;
  sortOrder: SortDirection;
}

export interface ListParamsRules<TSortColumn extends string> {
  /** Columns the list may be sorted by; anything else in the URL is ignored. */
  sortColumns: readonly TSortColumn[];
  /** Page sizes offered; the first is the default. */
  pageSizes: readonly number[];
}

/** Reads paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readListParams<TSortColumn extends string>(
  search: URLSearchParams,
  rules: ListParamsRules<TSortColumn>,
): ListParams<TSortColumn> {
  const pageIndex = Number(search.get('pageIndex'));
  const pageSize = Number(search.get('pageSize'));
  const sortBy = search.get('sortBy');
  const isSortColumn = (value: string | null): value is TSortColumn => value != null && (rules.sortColumns as readonly string[]).includes(value);
  return {
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: rules.pageSizes.includes(pageSize) ? pageSize : (rules.pageSizes[0] ?? 0),
    sortBy: isSortColumn(sortBy) ? sortBy : null,
    sortOrder: search.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
