import type { ScrapedItem } from '../scrape-result.ts';

/**
 * An item as CEL selectors, scripts and property templates see it, in config-db's names:
 * `config`, `id`, `name`, `type` (also `config_type`), `config_class`, `labels`, `tags`, ...
 */
export function itemContext(item: ScrapedItem): Record<string, unknown> {
  return {
    id: item.externalId[0],
    external_id: item.externalId,
    name: item.name,
    type: item.type,
    config_type: item.type,
    config_class: item.configClass,
    config: item.config ?? null,
    labels: item.labels ?? {},
    tags: item.tags ?? {},
    health: item.health ?? 'unknown',
    status: item.status ?? '',
    description: item.description ?? '',
  };
}

/** How an item is named in the run's errors. */
export function describeItem(item: ScrapedItem): string {
  return `${item.type} ${item.name}`;
}

/** Items keep references into what the scraper read: a step that edits a config edits its own copy. */
export function ownConfig(item: ScrapedItem): ScrapedItem {
  return typeof item.config === 'object' && item.config !== null ? { ...item, config: structuredClone(item.config) } : item;
}
