import { createQueryKeys } from '../../../api/query-keys.ts';

export const scraperKeys = createQueryKeys('config-scrapers');
