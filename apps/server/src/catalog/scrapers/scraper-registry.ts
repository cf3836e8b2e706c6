import { fileScraper } from './file/file-scraper.ts';
import { httpScraper } from './http/http-scraper.ts';
import { kubernetesScraper } from './kubernetes/kubernetes.scraper.ts';
import type { ScraperType } from './scraper-type.ts';
import { sqlScraper } from './sql/sql-scraper.ts';

/** Every scraper type the server can run, each defined in its own folder. Add new types here. */
export const SCRAPER_TYPES: readonly ScraperType[] = [fileScraper, httpScraper, sqlScraper, kubernetesScraper] as ScraperType[];

export function findScraperType(type: string): ScraperType | undefined {
  return SCRAPER_TYPES.find((t) => t.type === type);
}
