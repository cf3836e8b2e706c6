/** Page sizes offered on the list; the first is the default. */
export const SCRAPER_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_SCRAPER_PAGE_SIZE = SCRAPER_PAGE_SIZES[0];

/** Columns of config_scrapers_with_status the list may be sorted by; anything else in the URL is ignored. */
export const SCRAPER_SORT_COLUMNS = ['name', 'namespace', 'source', 'job_status', 'created_at', 'updated_at'] as const;
export type ScraperSortColumn = (typeof SCRAPER_SORT_COLUMNS)[number];

export interface ScraperListParams {
  pageIndex: number;
  pageSize: number;
  sortBy: ScraperSortColumn | null;
  sortOrder: 'asc' | 'desc';
}

function isSortColumn(value: string | null): value is ScraperSortColumn {
  return value != null && (SCRAPER_SORT_COLUMNS as readonly string[]).includes(value);
}

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readScraperListParams(search: URLSearchParams): ScraperListParams {
  const pageIndex = Number(search.get('pageIndex'));
  const pageSize = Number(search.get('pageSize'));
  const sortBy = search.get('sortBy');
  return {
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: (SCRAPER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_SCRAPER_PAGE_SIZE,
    sortBy: isSortColumn(sortBy) ? sortBy : null,
    sortOrder: search.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
