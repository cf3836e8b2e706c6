/** Page sizes offered on the list; the first is the default. */
export const CANARY_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_CANARY_PAGE_SIZE = CANARY_PAGE_SIZES[0];

/** Columns of canaries_with_status the list may be sorted by; anything else in the URL is ignored. */
export const CANARY_SORT_COLUMNS = [
  'name',
  'namespace',
  'schedule',
  'source',
  'job_status',
  'job_time_start',
  'job_last_failed',
  'created_at',
  'updated_at',
] as const;
export type CanarySortColumn = (typeof CANARY_SORT_COLUMNS)[number];

export interface CanaryListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: CanarySortColumn | null;
  sortOrder: 'asc' | 'desc';
}

function isSortColumn(value: string | null): value is CanarySortColumn {
  return value != null && (CANARY_SORT_COLUMNS as readonly string[]).includes(value);
}

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readCanaryListParams(search: URLSearchParams): CanaryListParams {
  const pageIndex = Number(search.get('pageIndex'));
  const pageSize = Number(search.get('pageSize'));
  const sortBy = search.get('sortBy');
  return {
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: (CANARY_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_CANARY_PAGE_SIZE,
    sortBy: isSortColumn(sortBy) ? sortBy : null,
    sortOrder: search.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
