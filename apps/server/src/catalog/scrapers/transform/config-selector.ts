import type { ConfigRef, ScrapedItem } from '../scrape-result.ts';

/** What a relationship rule looks for: items of a type, by name, external id, namespace tag and labels. */
export interface ConfigSelector {
  type: string;
  name?: string | undefined;
  id?: string | undefined;
  namespace?: string | undefined;
  labels?: Record<string, string> | undefined;
}

/** Finds stored items for each selector (answers in the same order); see ConfigSelectorRepository. */
export type ConfigSelectorLookup = (selectors: readonly ConfigSelector[]) => Promise<ConfigRef[][]>;

/** At most this many items are linked through one selector: a broad selector is a mistake, not a graph. */
export const MAX_RELATED_PER_SELECTOR = 100;

/** Whether a scraped item is one a selector looks for. */
export function selectorMatches(selector: ConfigSelector, item: ScrapedItem): boolean {
  if (item.type !== selector.type) return false;
  if (selector.name !== undefined && item.name !== selector.name) return false;
  if (selector.id !== undefined && !item.externalId.includes(selector.id)) return false;
  if (selector.namespace !== undefined && item.tags?.namespace !== selector.namespace) return false;
  return Object.entries(selector.labels ?? {}).every(([key, value]) => item.labels?.[key] === value);
}
