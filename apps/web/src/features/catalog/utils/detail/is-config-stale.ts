export const STALE_SCRAPE_MS = 60 * 60 * 1000;

/** Stale when not deleted and last scraped over an hour ago (spec 002 §4). */
export function isConfigStale(
  config: { deleted_at?: string | null; last_scraped_time?: string | null },
  now: number = Date.now(),
): boolean {
  if (config.deleted_at || !config.last_scraped_time) return false;
  const scraped = Date.parse(config.last_scraped_time);
  return !Number.isNaN(scraped) && now - scraped > STALE_SCRAPE_MS;
}
