import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the list; the first is the default. */
export const SCRAPER_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_SCRAPER_PAGE_SIZE = SCRAPER_PAGE_SIZES[0];

/** Columns of config_scrapers_with_status the list may be sorted by; anything else in the URL is ignored. */
export const SCRAPER_SORT_COLUMNS = ['name', 'namespace', 'source', 'job_status', 'job_time_start', 'job_last_failed', 'created_at', 'updated_at'] as const;
export type ScraperSortColumn = (typeof SCRAPER_SORT_COLUMNS)[number];

export type ScraperListParams = ListParams<ScraperSortColumn>;

/** Paging and sorting from the query string, falling back to the defaults on anything unusable. */
export function readScraperListParams(search: URLSearchParams): ScraperListParams {
  return readListParams(search, { sortColumns: SCRAPER_SORT_COLUMNS, pageSizes: SCRAPER_PAGE_SIZES });
}
