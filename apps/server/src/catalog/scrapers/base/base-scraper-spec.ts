import { checkJsonPathSyntax } from '../../../expressions/json-path-expression.ts';
import type { SpecReader } from '../../../health/spec/spec-reader.ts';

/**
 * Fields every scraper entry has, as config-db spells them: where an item's id, type, class and name
 * come from (a JSONPath starting with `$`, or a literal), `items` to split one document into many,
 * and labels/tags added to every item.
 */
export interface BaseScraperSpec {
  id?: string | undefined;
  type?: string | undefined;
  class?: string | undefined;
  name?: string | undefined;
  /** A JSONPath whose matches each become an item. */
  items?: string | undefined;
  labels?: Record<string, string> | undefined;
  tags?: Record<string, string> | undefined;
}

const VALUE_FIELDS = ['id', 'type', 'class', 'name', 'items'] as const;

/** Reads the base fields of a scraper entry; a JSONPath that cannot be used is an issue on its field. */
export function readBaseScraperSpec(reader: SpecReader): BaseScraperSpec {
  const base: BaseScraperSpec = {};
  for (const key of VALUE_FIELDS) {
    const value = reader.string(key);
    if (value === undefined) continue;
    if (value.trim().startsWith('$')) {
      const problem = checkJsonPathSyntax(value);
      if (problem) reader.issue(key, problem);
    } else if (key === 'items') {
      reader.issue(key, 'must be a JSONPath starting with $');
    }
    base[key] = value;
  }
  base.labels = reader.stringMap('labels');
  base.tags = reader.stringMap('tags');
  return base;
}
