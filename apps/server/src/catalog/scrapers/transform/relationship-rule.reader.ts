import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import { isPlainObject, SpecReader } from '#src/spec/spec-reader.ts';
import { readCel } from '../base/cel-field.reader.ts';
import type { RelationshipLookup, RelationshipRule } from './entry-transform.types.ts';

/** Selector fields config-db has that this server does not look up by yet: refused by name. */
const NOT_YET_SUPPORTED = ['agent', 'scope', 'parent'];

const LOOKUP_KEYS = ['value', 'expr', 'label'] as const;

/** A lookup: `{value}`, `{expr}` (CEL) or `{label}`; plain text counts as `{value}`. */
function readLookup(reader: SpecReader, key: string): RelationshipLookup | undefined {
  const raw = reader.raw(key);
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') return { value: raw };
  const path = reader.fieldPath(key);
  if (!isPlainObject(raw)) {
    reader.issue(key, 'must be {value}, {expr} or {label}');
    return undefined;
  }
  const lookup = SpecReader.of(raw, path, reader.issues)!;
  const present = LOOKUP_KEYS.filter((name) => lookup.has(name));
  const texts = Object.fromEntries(LOOKUP_KEYS.map((name) => [name, lookup.string(name)]));
  lookup.finish();
  if (present.length !== 1) {
    reader.issue(key, 'must set one of value, expr or label');
    return undefined;
  }
  const expr = texts.expr;
  const problem = expr === undefined ? undefined : checkCelSyntax(expr);
  if (problem !== undefined) reader.issues.push({ path: `${path}.expr`, message: problem });
  if (texts.value !== undefined) return { value: texts.value };
  if (expr !== undefined) return { expr };
  return texts.label !== undefined ? { label: texts.label } : undefined;
}

function readLabels(reader: SpecReader): Record<string, RelationshipLookup> | undefined {
  const labels = reader.nested('labels');
  if (!labels) return undefined;
  const result: Record<string, RelationshipLookup> = {};
  for (const key of labels.keys()) {
    const lookup = readLookup(labels, key);
    if (lookup) result[key] = lookup;
  }
  labels.finish();
  return result;
}

/**
 * One `transform.relationship` rule: a CEL `filter`, and either a CEL `expr` returning selectors or
 * the selector's own fields. A selector names a `type` (so lookups stay on the catalog's indexes)
 * and at least one of `name`, `id`, `labels`.
 */
export function readRelationshipRule(reader: SpecReader): RelationshipRule {
  const filter = readCel(reader, 'filter');
  const expr = readCel(reader, 'expr');
  const rule: RelationshipRule = {
    filter,
    expr,
    type: readLookup(reader, 'type'),
    name: readLookup(reader, 'name'),
    id: readLookup(reader, 'id') ?? readLookup(reader, 'external_id'),
    namespace: readLookup(reader, 'namespace'),
    labels: readLabels(reader),
  };
  for (const key of NOT_YET_SUPPORTED) {
    if (reader.has(key)) reader.issue(key, 'not supported yet');
    reader.ignore(key);
  }
  // Present but unusable fields already have their own issue.
  const selects = ['name', 'id', 'external_id', 'labels'].some((key) => reader.has(key));
  if (expr === undefined) {
    if (!reader.has('type')) reader.issue('type', 'type is required (or an expr returning selectors)');
    if (!selects) reader.issue('name', 'name, id or labels is required: a selector with a type alone would link every item of that type');
  }
  return rule;
}
