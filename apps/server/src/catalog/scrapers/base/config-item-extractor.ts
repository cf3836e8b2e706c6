import { JSONPath } from 'jsonpath-plus';
import type { ScrapedItem } from '../scrape-result.ts';
import type { BaseScraperSpec } from './base-scraper-spec.ts';
import { kindOfConfigType } from './config-type-kind.ts';

/** What a scraper type knows of a document before the spec's base fields are applied. */
export interface RawConfig {
  config: unknown;
  /** The type's own idea of id, name, type and class (e.g. the file path), used when the spec gives none. */
  defaults: { id?: string | undefined; name?: string | undefined; type?: string | undefined; class?: string | undefined };
}

function matches(path: string, document: unknown): unknown[] {
  const found: unknown = JSONPath({ path, json: document as object, wrap: true, eval: 'safe' });
  return Array.isArray(found) ? found : [];
}

/** A `$...` JSONPath read from the document (the first match, as text), or the literal itself. */
export function configFieldValue(expression: string | undefined, document: unknown): string | undefined {
  if (expression === undefined) return undefined;
  if (!expression.trim().startsWith('$')) return expression;
  const first = matches(expression.trim(), document)[0];
  if (first === undefined || first === null) return undefined;
  return typeof first === 'string' ? first : typeof first === 'number' || typeof first === 'boolean' ? String(first) : JSON.stringify(first);
}

/**
 * Turns what a scraper read into items: splits each document by `items`, then takes id, type, class
 * and name from the spec (JSONPath or literal) or the type's defaults, and adds the spec's labels and
 * tags. A document without an id or a type is not an item: it is reported instead.
 */
export function extractConfigItems(raws: RawConfig[], base: BaseScraperSpec): { items: ScrapedItem[]; errors: string[] } {
  const items: ScrapedItem[] = [];
  const errors: string[] = [];
  for (const raw of raws) {
    const documents = base.items ? matches(base.items.trim(), raw.config).flatMap((m) => (Array.isArray(m) ? m : [m])) : [raw.config];
    for (const document of documents) {
      const id = configFieldValue(base.id, document) ?? raw.defaults.id;
      const type = configFieldValue(base.type, document) ?? raw.defaults.type;
      const where = raw.defaults.name ?? raw.defaults.id ?? 'a document';
      if (!id) {
        errors.push(`${where}: no id (${base.id ? `${base.id} matched nothing` : 'set id'})`);
        continue;
      }
      if (!type) {
        errors.push(`${where}: no type (${base.type ? `${base.type} matched nothing` : 'set type'})`);
        continue;
      }
      const labels = { ...objectOfStrings(document, 'labels'), ...base.labels };
      items.push({
        type,
        externalId: [id],
        name: configFieldValue(base.name, document) ?? raw.defaults.name ?? id,
        configClass: configFieldValue(base.class, document) ?? raw.defaults.class ?? kindOfConfigType(type),
        config: document,
        labels: Object.keys(labels).length > 0 ? labels : undefined,
        tags: base.tags,
      });
    }
  }
  return { items, errors };
}

/** `metadata.labels` of Kubernetes-shaped documents, which config-db shows as the item's labels. */
function objectOfStrings(document: unknown, key: 'labels'): Record<string, string> {
  if (typeof document !== 'object' || document === null) return {};
  const metadata = (document as { metadata?: unknown }).metadata;
  const value = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
