import { createQueryKeys } from '#src/api/query-keys.ts';

export const scraperKeys = createQueryKeys('config-scrapers');

/** Job history rows are their own resource: a scraper's save does not change them. */
export const scraperJobKeys = createQueryKeys('config-scraper-job-history');
