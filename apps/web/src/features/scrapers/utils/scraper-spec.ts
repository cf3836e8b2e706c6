import { parseSpecText, type ParsedSpec, type SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';

/** The schedule a scraper runs on when its spec names none (spec 001 §2.4). */
export const DEFAULT_SCRAPER_SCHEDULE = '@every 60m';

export function scheduleOfSpec(spec: Record<string, unknown> | null | undefined): string {
  const schedule = spec?.schedule;
  return typeof schedule === 'string' && schedule.trim() !== '' ? schedule : DEFAULT_SCRAPER_SCHEDULE;
}

/** The scraper types a spec configures: its keys that hold a non-empty list (`kubernetes: [...]`). */
export function scraperTypesOfSpec(spec: Record<string, unknown> | null | undefined): string[] {
  return Object.entries(spec ?? {})
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([type]) => type);
}

/**
 * A scraper's tags: config_scrapers has no labels, so its tags are the `tags` its entries give
 * every item they scrape (earlier entries win on a repeated key).
 */
export function scraperTagsOfSpec(spec: Record<string, unknown> | null | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const type of scraperTypesOfSpec(spec)) {
    for (const entry of spec![type] as unknown[]) {
      const entryTags = (entry as { tags?: unknown } | null)?.tags;
      if (!entryTags || typeof entryTags !== 'object') continue;
      for (const [key, value] of Object.entries(entryTags)) if (typeof value === 'string' && !(key in tags)) tags[key] = value;
    }
  }
  return tags;
}

/** A whole config-db document pasted into the editor must be of this kind. */
export const SCRAPE_CONFIG_DOCUMENT: SpecDocumentKind = { apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig' };

/** The spec typed in the editor (YAML or JSON, bare or a whole ScrapeConfig), or why it is not one. */
export function parseScraperSpec(text: string): ParsedSpec {
  return parseSpecText(text, SCRAPE_CONFIG_DOCUMENT);
}

