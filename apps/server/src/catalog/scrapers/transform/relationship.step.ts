import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { kindOfConfigType } from '../base/config-type-kind.ts';
import type { ConfigRef, ScrapedItem, ScrapedRelationship } from '../scrape-result.ts';
import { MAX_RELATED_PER_SELECTOR, selectorMatches, type ConfigSelector, type ConfigSelectorLookup } from './config-selector.ts';
import type { RelationshipLookup, RelationshipRule } from './entry-transform.types.ts';
import { describeItem, itemContext } from './item-context.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function text(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value as number | boolean);
}

function lookupValue(lookup: RelationshipLookup | undefined, item: ScrapedItem, context: Record<string, unknown>): string | undefined {
  if (lookup === undefined) return undefined;
  if ('value' in lookup) return text(lookup.value);
  if ('label' in lookup) return item.labels?.[lookup.label] ?? item.tags?.[lookup.label];
  return text(evaluateCel(lookup.expr, context));
}

/** A selector only counts with a type and something to tell items of that type apart. */
function usable(selector: ConfigSelector): ConfigSelector | undefined {
  const selects = selector.name !== undefined || selector.id !== undefined || Object.keys(selector.labels ?? {}).length > 0;
  return selector.type !== '' && selects ? selector : undefined;
}

function selectorFromObject(value: unknown): ConfigSelector | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`the expr returned ${JSON.stringify(value)} among its selectors, expected objects`);
  const fields = value as Record<string, unknown>;
  const labels = typeof fields.labels === 'object' && fields.labels !== null ? Object.fromEntries(Object.entries(fields.labels).map(([key, label]) => [key, String(label)])) : undefined;
  const type = text(fields.type);
  if (type === undefined) return undefined;
  return usable({ type, name: text(fields.name), id: text(fields.id) ?? text(fields.external_id), namespace: text(fields.namespace), labels });
}

/** The selectors a rule makes for an item (none when its filter does not pick it). Throws when an expression fails. */
function selectorsOf(rule: RelationshipRule, item: ScrapedItem): ConfigSelector[] {
  const context = itemContext(item);
  if (rule.filter !== undefined) {
    let picked: unknown;
    try {
      picked = evaluateCel(rule.filter, context);
    } catch {
      // A filter that fails on an item (a field it lacks) does not pick it.
      return [];
    }
    if (picked !== true) return [];
  }
  if (rule.expr !== undefined) {
    let output = evaluateCel(rule.expr, context);
    if (typeof output === 'string') output = output.trim() === '' ? [] : (JSON.parse(output) as unknown);
    const list: unknown[] = Array.isArray(output) ? output : [output];
    return list.flatMap((entry) => selectorFromObject(entry) ?? []);
  }
  // A lookup the rule has that gives nothing (e.g. an expr answering '') means no link for this item.
  const missing = Symbol('missing');
  const valueOf = (lookup: RelationshipLookup | undefined) => (lookup === undefined ? undefined : (lookupValue(lookup, item, context) ?? missing));
  const labels = Object.entries(rule.labels ?? {}).map(([key, lookup]) => [key, valueOf(lookup)] as const);
  const fields = { type: valueOf(rule.type), name: valueOf(rule.name), id: valueOf(rule.id), namespace: valueOf(rule.namespace) };
  if ([...Object.values(fields), ...labels.map(([, value]) => value)].includes(missing)) return [];
  const asText = (value: string | symbol | undefined) => (typeof value === 'string' ? value : undefined);
  const selector = usable({
    type: asText(fields.type) ?? '',
    name: asText(fields.name),
    id: asText(fields.id),
    namespace: asText(fields.namespace),
    labels: labels.length > 0 ? Object.fromEntries(labels.map(([key, value]) => [key, asText(value) ?? ''])) : undefined,
  });
  return selector ? [selector] : [];
}

/** The items of the scrape a selector could match, by type and name or id, so large scrapes stay fast. */
function candidateIndex(items: readonly ScrapedItem[]): (selector: ConfigSelector) => readonly ScrapedItem[] {
  const index = new Map<string, ScrapedItem[]>();
  const add = (key: string, item: ScrapedItem) => {
    const list = index.get(key);
    if (list) list.push(item);
    else index.set(key, [item]);
  };
  for (const item of items) {
    add(`type\u0000${item.type}`, item);
    add(`name\u0000${item.type}\u0000${item.name}`, item);
    for (const id of item.externalId) add(`id\u0000${item.type}\u0000${id}`, item);
  }
  return (selector) => {
    if (selector.id !== undefined) return index.get(`id\u0000${selector.type}\u0000${selector.id}`) ?? [];
    if (selector.name !== undefined) return index.get(`name\u0000${selector.type}\u0000${selector.name}`) ?? [];
    return index.get(`type\u0000${selector.type}`) ?? [];
  };
}

/**
 * `transform.relationship`: links each item a rule picks to the items its selectors find, among
 * the items of this scrape and the catalog's stored items (through `lookup`), at most
 * MAX_RELATED_PER_SELECTOR per selector. The relation is named by the two kinds (`ServicePod`).
 * Answers the links; an expression that fails is an error of its item.
 */
export async function relateItems(items: readonly ScrapedItem[], rules: readonly RelationshipRule[], lookup: ConfigSelectorLookup | undefined, errors: string[]): Promise<ScrapedRelationship[]> {
  if (rules.length === 0) return [];
  const pending: { from: ScrapedItem; selector: ConfigSelector }[] = [];
  for (const item of items) {
    for (const rule of rules) {
      try {
        pending.push(...selectorsOf(rule, item).map((selector) => ({ from: item, selector })));
      } catch (error) {
        errors.push(`${describeItem(item)}: relationship: ${reasonOf(error)}`);
      }
    }
  }
  const stored = lookup && pending.length > 0 ? await lookup(pending.map((entry) => entry.selector)) : [];
  const candidates = candidateIndex(items);
  const links = new Map<string, ScrapedRelationship>();
  pending.forEach(({ from, selector }, index) => {
    const inScrape: ConfigRef[] = candidates(selector)
      .filter((other) => other !== from && selectorMatches(selector, other))
      .map((other) => ({ type: other.type, externalId: other.externalId[0] ?? '' }));
    const fromRef = { type: from.type, externalId: from.externalId[0] ?? '' };
    for (const to of [...inScrape, ...(stored[index] ?? [])].slice(0, MAX_RELATED_PER_SELECTOR)) {
      if (to.type === fromRef.type && from.externalId.includes(to.externalId)) continue;
      const relation = `${kindOfConfigType(fromRef.type)}${kindOfConfigType(to.type)}`;
      links.set(`${fromRef.type}\u0000${fromRef.externalId}\u0000${to.type}\u0000${to.externalId}\u0000${relation}`, { from: fromRef, to, relation });
    }
  });
  return [...links.values()];
}
