import { RELATIONSHIP_LOOKUP_FIELDS, type RelationshipLookup, type RelationshipSelectorTemplate } from './relationship-selector.schema.ts';

/** A relationship selector with its lookups evaluated: what a repository selects by. */
export interface RelationshipSelector {
  id?: string | undefined;
  external_id?: string | undefined;
  name?: string | undefined;
  namespace?: string | undefined;
  type?: string | undefined;
  /** `all`, `self` (this server's own resources, the default) or an agent's id or name. */
  agent?: string | undefined;
  labels?: Record<string, string> | undefined;
}

export interface LookupContext {
  /** The labels of the resource that selects, read by `label` lookups. */
  labels: Record<string, string>;
  /** Evaluates an `expr` lookup against the variables of the resource that selects. */
  evaluate(expression: string): Promise<unknown>;
}

async function lookupValue(lookup: RelationshipLookup, context: LookupContext): Promise<string> {
  if ('value' in lookup) return lookup.value;
  if ('label' in lookup) return context.labels[lookup.label] ?? '';
  const value = await context.evaluate(lookup.expr);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') throw new Error(`must yield text, got ${Array.isArray(value) ? 'a list' : 'an object'}`);
  return String(value).trim();
}

/**
 * Evaluates the lookups of a selector template. As upstream, a lookup that yields nothing makes the
 * selector select nothing (undefined), so a link is never made to everything for want of a value.
 * A lookup that fails throws, naming its field (`name: ...`).
 */
export async function evaluateRelationshipSelector(template: RelationshipSelectorTemplate, context: LookupContext): Promise<RelationshipSelector | undefined> {
  const selector: RelationshipSelector = { labels: template.labels };
  for (const field of RELATIONSHIP_LOOKUP_FIELDS) {
    const lookup = template[field];
    if (lookup === undefined) continue;
    let value: string;
    try {
      value = await lookupValue(lookup, context);
    } catch (error) {
      throw new Error(`${field}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (value === '') return undefined;
    selector[field] = value;
  }
  return selector;
}
