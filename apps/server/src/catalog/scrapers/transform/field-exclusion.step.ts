import type { ScrapedItem } from '../scrape-result.ts';
import { removeAt } from './config-json-path.ts';
import type { FieldExclusion } from './entry-transform.types.ts';

function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

/**
 * Whether an item type is one a rule's `types` names: `*` matches anything, `!Type` leaves a type
 * out; with only exclusions, every other type matches; an empty list matches every type.
 */
function typeMatches(type: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  const negated = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => wildcard(pattern.slice(1)));
  if (negated.some((pattern) => pattern.test(type))) return false;
  const wanted = patterns.filter((pattern) => !pattern.startsWith('!')).map(wildcard);
  return wanted.length === 0 || wanted.some((pattern) => pattern.test(type));
}

/** `transform.exclude`: removes what each rule's JSONPath matches from the config (edited in place). */
export function excludeFields(item: ScrapedItem, exclusions: readonly FieldExclusion[]): void {
  for (const exclusion of exclusions) {
    if (typeMatches(item.type, exclusion.types)) removeAt(exclusion.jsonpath, item.config);
  }
}
