import { emptyScrapeResult, type ScrapedChange, type ScrapedItem, type ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';
import { parseScraperSpec } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';
import type { EntryTransform } from '#src/catalog/scrapers/transform/entry-transform.types.ts';

/** The transform of a file entry written with these fields, read the way a stored spec is. */
export function transformOf(fields: Record<string, unknown>): EntryTransform {
  const transform = parseScraperSpec({ file: [{ paths: ['configs/*.json'], ...fields }] }).entries[0]?.transform;
  if (!transform) throw new Error('the entry has no transform');
  return transform;
}

export function item(type: string, id: string, config: unknown, extra: Partial<ScrapedItem> = {}): ScrapedItem {
  return { type, externalId: [id], name: id, configClass: type.split('::').at(-1)!, config, ...extra };
}

export function change(type: string, id: string, changeType: string, extra: Partial<ScrapedChange> = {}): ScrapedChange {
  return { config: { type, externalId: id }, changeType, ...extra };
}

export function resultOf(items: ScrapedItem[], changes: ScrapedChange[] = []): ScrapeResult {
  return { ...emptyScrapeResult(), items, changes };
}
