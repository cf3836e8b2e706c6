import { evaluateJsonPath } from '#src/expressions/json-path-expression.ts';
import type { ResourceSelector } from '#src/selectors/resource-selector.schema.ts';
import type { PropertySpec } from '../spec/topology-spec.types.ts';
import type { BuiltProperty } from './built-component.ts';
import { plainValue } from './template-values.ts';
import { runLookup, type TopologySources } from './topology-sources.ts';

type ConfigLookup = NonNullable<PropertySpec['configLookup']>;

const VALUE_FIELDS = ['text', 'value', 'unit', 'max', 'min', 'color', 'status', 'icon', 'tooltip', 'label', 'headline', 'links'] as const;

/**
 * Puts what an expression or a field gave into a property: a number (or text of one) is its value,
 * an object sets the property's fields it names (`{value, unit, max, color, ...}`), anything else
 * is its text.
 */
export function assignPropertyValue(property: BuiltProperty, raw: unknown): BuiltProperty {
  const value = plainValue(raw);
  if (typeof value === 'number' && Number.isFinite(value)) return { ...property, value };
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) return { ...property, value: Number(value.trim()) };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const fields = value as Record<string, unknown>;
    const picked = Object.fromEntries(VALUE_FIELDS.filter((key) => fields[key] !== undefined && fields[key] !== null).map((key) => [key, fields[key]]));
    if (Object.keys(picked).length > 0) return { ...property, ...picked } as BuiltProperty;
  }
  if (value === undefined || value === null) return property;
  return { ...property, text: typeof value === 'object' ? JSON.stringify(value) : String(value as string | boolean) };
}

/** The resource selector a `configLookup.config` query becomes. */
function selectorOf(lookup: ConfigLookup): Partial<ResourceSelector> {
  if (lookup.id !== undefined) return { id: lookup.id };
  const query = lookup.config!;
  const pairs = (map: Record<string, string> | undefined) => (map ? Object.entries(map).map(([key, value]) => `${key}=${value}`).join(',') : undefined);
  return {
    id: query.id,
    name: query.name,
    namespace: query.namespace,
    types: query.types ?? (query.type === undefined ? undefined : [query.type]),
    tagSelector: pairs(query.tags),
    labelSelector: pairs(query.labels),
    fieldSelector: query.class === undefined ? undefined : `config_class=${query.class}`,
  };
}

async function fromConfigLookup(property: BuiltProperty, lookup: ConfigLookup, sources: TopologySources, path: string, problems: string[]): Promise<BuiltProperty> {
  const [item] = await sources.configs([selectorOf(lookup)]);
  if (!item) {
    problems.push(`${path}.configLookup: no config item matches`);
    return property;
  }
  const config = (item.config ?? {}) as Record<string, unknown>;
  let value: unknown = config;
  if (lookup.field !== undefined) value = evaluateJsonPath(lookup.field, config);
  if (lookup.display) value = await sources.evaluate('lookup', lookup.display, { config, item, value });
  else if (lookup.field === undefined) value = undefined;
  return assignPropertyValue(property, value);
}

async function fromLookup(property: BuiltProperty, spec: PropertySpec, sources: TopologySources, path: string): Promise<BuiltProperty> {
  const [first] = await runLookup(spec.lookup!, sources, `${path}.lookup`);
  if (!first) return property;
  const display = first.entry.display ?? first.entry.transform;
  const value = display ? await sources.evaluate('lookup', display, { results: first.results }) : first.results.length;
  return assignPropertyValue(property, value);
}

/** A property of a spec with its value read from the catalog or a lookup; problems are added to `problems`. */
export async function buildProperty(spec: PropertySpec, sources: TopologySources, path: string, problems: string[]): Promise<BuiltProperty> {
  const { configLookup, lookup: _lookup, summary: _summary, ...fixed } = spec;
  let property = Object.fromEntries(Object.entries(fixed).filter((entry) => entry[1] !== undefined)) as unknown as BuiltProperty;
  try {
    if (configLookup) property = await fromConfigLookup(property, configLookup, sources, path, problems);
    if (spec.lookup) property = await fromLookup(property, spec, sources, path);
  } catch (error) {
    problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return property;
}
