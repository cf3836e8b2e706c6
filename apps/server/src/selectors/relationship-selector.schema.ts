import { z } from 'zod';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { notSupportedKey, specObject, specString } from '#src/spec/spec-schema.ts';
import { parseLabelSelector } from './label-selector.ts';

const LOOKUP_KINDS = ['value', 'expr', 'label'] as const;

/**
 * One lookup of a relationship selector (flanksource duty's `Lookup`): a fixed `value`, an `expr`
 * (CEL) evaluated where the selector is used, or the `label` of that name on the resource that
 * selects. Exactly one of them.
 */
const lookupSchema = z
  .strictObject({ value: specString(), expr: specString(), label: specString() }, { error: `must be an object with one of ${LOOKUP_KINDS.join(', ')}` })
  .refine((lookup) => !isPlainObject(lookup) || LOOKUP_KINDS.filter((kind) => typeof lookup[kind] === 'string' && lookup[kind] !== '').length === 1, {
    error: `must have exactly one of ${LOOKUP_KINDS.join(', ')}`,
    when: () => true,
  })
  .nullish()
  .transform((lookup): RelationshipLookup | undefined => {
    if (!lookup) return undefined;
    if (lookup.value !== undefined) return { value: lookup.value };
    if (lookup.expr !== undefined) return { expr: lookup.expr };
    return lookup.label !== undefined ? { label: lookup.label } : undefined;
  });

export type RelationshipLookup = { value: string } | { expr: string } | { label: string };

/** Labels to match exactly, each of which must be usable in a label selector. */
const labelsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string' }), { error: 'must be a map of strings' })
  .nullish()
  .transform((map, context) => {
    if (!map) return undefined;
    const labels = Object.fromEntries(Object.entries(map).map(([key, value]) => [key, String(value)]));
    for (const [key, value] of Object.entries(labels)) {
      const parsed = parseLabelSelector(`${key}=${value}`);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: `must be a label key and value: ${parsed.error.split(': ').pop()}`, path: [key] });
    }
    return Object.keys(labels).length > 0 ? labels : undefined;
  });

const LOOKUP_FIELDS = ['id', 'external_id', 'name', 'namespace', 'type', 'agent'] as const;
const CRITERIA: readonly string[] = [...LOOKUP_FIELDS, 'labels'];

/**
 * A relationship selector template (flanksource duty's `RelationshipSelectorTemplate`), as a
 * check's `relationships.configs` / `.components` entries, and later topologies and playbooks,
 * write it: `id`, `external_id`, `name`, `namespace`, `type` and `agent` are lookups; `labels` a
 * map matched exactly. Every field given must hold. A selector with no field selects nothing, so it
 * is refused; `scope` is refused as not supported yet.
 */
export const relationshipSelectorTemplateSchema = specObject({
  id: lookupSchema,
  external_id: lookupSchema,
  name: lookupSchema,
  namespace: lookupSchema,
  type: lookupSchema,
  agent: lookupSchema,
  labels: labelsSchema,
  scope: notSupportedKey(),
}).refine((selector) => !isPlainObject(selector) || CRITERIA.some((key) => (selector as Record<string, unknown>)[key] !== undefined), {
  error: `must select by at least one of ${CRITERIA.join(', ')}`,
  when: () => true,
});

export type RelationshipSelectorTemplate = z.output<typeof relationshipSelectorTemplateSchema>;
export type RelationshipLookupField = (typeof LOOKUP_FIELDS)[number];
export const RELATIONSHIP_LOOKUP_FIELDS: readonly RelationshipLookupField[] = LOOKUP_FIELDS;
