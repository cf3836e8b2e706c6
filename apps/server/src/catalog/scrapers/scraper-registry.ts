import { pluginRegistry } from '#src/spec/plugin.ts';
import { execScraper } from './exec/exec-scraper.ts';
import { fileScraper } from './file/file-scraper.ts';
import { httpScraper } from './http/http-scraper.ts';
import { kubernetesScraper } from './kubernetes/kubernetes.scraper.ts';
import type { ScraperType } from './scraper-type.ts';
import { sqlScraper } from './sql/sql-scraper.ts';

/** Every scraper type the server can run, each defined in its own folder. Add new types here. */
export const SCRAPER_TYPES: readonly ScraperType[] = [fileScraper, httpScraper, sqlScraper, kubernetesScraper, execScraper] as ScraperType[];

/** The scraper types by key, with the JSON Schema of each one's entries for editors. */
export const SCRAPER_REGISTRY = pluginRegistry(SCRAPER_TYPES);

export function findScraperType(type: string): ScraperType | undefined {
  return SCRAPER_REGISTRY.find(type);
}
