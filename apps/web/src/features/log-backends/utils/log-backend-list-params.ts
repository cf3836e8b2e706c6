import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the list; the first is the default. */
export const LOG_BACKEND_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_LOG_BACKEND_PAGE_SIZE = LOG_BACKEND_PAGE_SIZES[0];

/** Columns of logging_backends the list may be sorted by; anything else in the URL is ignored. */
export const LOG_BACKEND_SORT_COLUMNS = ['name', 'source', 'created_at', 'updated_at'] as const;
export type LogBackendSortColumn = (typeof LOG_BACKEND_SORT_COLUMNS)[number];

export type LogBackendListParams = ListParams<LogBackendSortColumn>;

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readLogBackendListParams(search: URLSearchParams): LogBackendListParams {
  return readListParams(search, { sortColumns: LOG_BACKEND_SORT_COLUMNS, pageSizes: LOG_BACKEND_PAGE_SIZES });
}
