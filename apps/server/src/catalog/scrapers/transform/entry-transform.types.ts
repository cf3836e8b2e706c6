import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';

/** `transform.exclude[]`: a JSONPath whose matches are removed from the config of items of these types. */
export interface FieldExclusion {
  /** Normalised to start with `$` (config-db also accepts `.metadata.x`). */
  jsonpath: string;
  /** Item types the rule applies to (`*` wildcards, `!Type` to leave one out); all when empty. */
  types: string[];
}

/** `transform.mask[]`: replaces the values a JSONPath matches, in items the CEL selector picks. */
export interface ValueMask {
  /** CEL over the item (`config`, `name`, `type`, ...); every item when absent. */
  selector?: string | undefined;
  jsonpath: string;
  /** A hash function (`md5sum`, `sha1sum`, `sha256sum`) or the literal text written instead. */
  value: string;
}

/** `transform.changes.mapping[]`: what to change on the reported changes the CEL filter matches. */
export interface ChangeMapping {
  filter: string;
  type?: string | undefined;
  severity?: string | undefined;
  /** A Go template over the change context. */
  summary?: string | undefined;
  /** `delete` marks the change's item deleted, `ignore` drops the change. */
  action?: 'delete' | 'ignore' | undefined;
}

/** A custom property added to items (`properties[]`), as config-db spells it. */
export interface PropertyTemplate {
  /** CEL over the item: the property is only added where it is true. */
  filter?: string | undefined;
  /** The property as written; its text fields may hold `{{ }}` templates over the item. */
  property: Record<string, unknown> & { name: string };
}

/** How one field of a relationship selector gets its value: a literal, CEL over the item, or one of its labels. */
export type RelationshipLookup = { value: string } | { expr: string } | { label: string };

/** `transform.relationship[]`: links items the filter picks to the items a selector finds. */
export interface RelationshipRule {
  /** CEL over the item; every item when absent. */
  filter?: string | undefined;
  /** CEL over the item returning a list of selectors ({type, name, id, external_id, namespace, labels}). */
  expr?: string | undefined;
  type?: RelationshipLookup | undefined;
  name?: RelationshipLookup | undefined;
  id?: RelationshipLookup | undefined;
  namespace?: RelationshipLookup | undefined;
  labels?: Record<string, RelationshipLookup> | undefined;
}

/** Where the base fields come from, to read them again from a config a script changed. */
export interface BaseFieldPaths {
  id?: string | undefined;
  type?: string | undefined;
  class?: string | undefined;
  name?: string | undefined;
}

/**
 * The transform fields of one scraper entry, read for every scraper type by the scraper spec and
 * applied to what the entry scraped before it is stored.
 */
export interface EntryTransform {
  /** `transform.expr` / `javascript` / `jsonpath` / `gotemplate`, in the expression spec's spelling. */
  script?: ExpressionSpec | undefined;
  exclude: FieldExclusion[];
  mask: ValueMask[];
  changeExclude: string[];
  changeMapping: ChangeMapping[];
  relationships: RelationshipRule[];
  createFields: string[];
  deleteFields: string[];
  /** A Go time layout; RFC3339 when absent. */
  timestampFormat?: string | undefined;
  properties: PropertyTemplate[];
  fields: BaseFieldPaths;
}

/** Whether a transform does anything at all (most entries have none). */
export function hasTransformSteps(transform: EntryTransform): boolean {
  return (
    transform.script !== undefined ||
    transform.exclude.length > 0 ||
    transform.mask.length > 0 ||
    transform.changeExclude.length > 0 ||
    transform.changeMapping.length > 0 ||
    transform.relationships.length > 0 ||
    transform.createFields.length > 0 ||
    transform.deleteFields.length > 0 ||
    transform.properties.length > 0
  );
}
