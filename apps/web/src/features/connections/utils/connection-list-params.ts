import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the connections list; the first is the default. */
export const CONNECTION_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_CONNECTION_PAGE_SIZE = CONNECTION_PAGE_SIZES[0];

/** Columns of connections the list may be sorted by; anything else in the URL is ignored. */
export const CONNECTION_SORT_COLUMNS = ['name', 'namespace', 'type', 'url', 'source', 'created_at', 'updated_at'] as const;
export type ConnectionSortColumn = (typeof CONNECTION_SORT_COLUMNS)[number];

export type ConnectionListParams = ListParams<ConnectionSortColumn>;

export function readConnectionListParams(search: URLSearchParams): ConnectionListParams {
  return readListParams(search, { sortColumns: CONNECTION_SORT_COLUMNS, pageSizes: CONNECTION_PAGE_SIZES });
}
