import { z } from 'zod';
import { checkJsonPathSyntax } from '#src/expressions/json-path-expression.ts';
import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import { resourceSelectorSchema } from '#src/selectors/resource-selector.schema.ts';
import { ignoredKey, notSupportedKey, REQUIRED, specBoolean, specList, specNumber, specObject, specOneOf, specString, specStringMap } from '#src/spec/spec-schema.ts';
import type { ComponentStatus, ExpressionSpec } from './topology-spec.types.ts';

const EXPRESSION_KINDS = ['expr', 'javascript', 'jsonPath', 'template'] as const;

/**
 * A config selector as topologies write it: a resource selector, or the older config query of
 * canary-checker (`type`, `configType`, `class`, `tags` as a map) that existing specs still carry,
 * read as the resource selector it means.
 */
export const configSelectorSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { type, configType, class: configClass, tags, ...rest } = value as Record<string, unknown>;
  const selector: Record<string, unknown> = { ...rest };
  const single = type ?? configType;
  if (typeof single === 'string' && single !== '') selector.types = [...((rest.types as unknown[] | undefined) ?? []), single];
  else if (single !== undefined) selector.type = single;
  if (typeof configClass === 'string' && configClass !== '') selector.fieldSelector = [rest.fieldSelector, `config_class=${configClass}`].filter(Boolean).join(',');
  else if (configClass !== undefined) selector.class = configClass;
  if (typeof tags === 'object' && tags !== null && !Array.isArray(tags)) {
    const pairs = Object.entries(tags).map(([key, item]) => `${key}=${String(item as string)}`);
    selector.tagSelector = [rest.tagSelector, ...pairs].filter(Boolean).join(',');
  } else if (tags !== undefined) selector.tags = tags;
  return selector;
}, resourceSelectorSchema);

/** One expression: exactly one of CEL (`expr`), `javascript`, `jsonPath` or a Go `template`. */
export const expressionSchema = specObject({
  expr: specString(),
  javascript: specString(),
  jsonPath: specString().superRefine((path, context) => {
    const problem = path === undefined ? undefined : checkJsonPathSyntax(path);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  template: specString().superRefine((source, context) => {
    const problem = source === undefined ? undefined : checkTemplateSyntax(source);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
})
  .refine((expression) => EXPRESSION_KINDS.filter((kind) => expression[kind] !== undefined).length === 1, {
    error: `must have exactly one of ${EXPRESSION_KINDS.join(', ')}`,
  })
  .nullish()
  .transform((expression): ExpressionSpec | undefined => (expression ? Object.fromEntries(Object.entries(expression).filter((entry) => entry[1] !== undefined)) : undefined));

const selectorList = z
  .array(resourceSelectorSchema, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a list') })
  .min(1, { error: 'must have at least one selector' });

/**
 * One lookup entry: the items its selectors pick (alternatives), each becoming a child component
 * unless `display` (or `transform`) maps `results` to the components (a list of component specs).
 */
const lookupEntrySchema = specObject({
  name: specString(),
  description: specString(),
  icon: specString(),
  labels: specStringMap(),
  selector: selectorList,
  display: expressionSchema,
  transform: expressionSchema,
  test: ignoredKey(),
});

/** canary-checker check types a lookup may run upstream; this server looks up its own data only. */
const NOT_YET_LOOKUP_TYPES = ['http', 'exec', 'configDB', 'kubernetes', 'sql', 'postgres', 'mysql', 'mssql', 'prometheus', 'elasticsearch', 'mongodb', 'redis', 'dns', 'tcp', 'icmp'];

/** `lookup`: config items (`catalog`, upstream's name), checks or components, by resource selectors. */
export const lookupSchema = specObject({
  catalog: specList(lookupEntrySchema),
  checks: specList(lookupEntrySchema),
  components: specList(lookupEntrySchema),
  ...Object.fromEntries(NOT_YET_LOOKUP_TYPES.map((key) => [key, notSupportedKey('not supported yet: look up catalog, checks or components')])),
}).nullish();

const linkSchema = specObject({
  type: specString(),
  url: specString(),
  tooltip: specString(),
  icon: specString(),
  text: specString(),
  label: specString(),
});

/** Which config item a `configLookup` reads: by id, or by the fields of the item. */
const configQuerySchema = specObject({
  id: specString(),
  name: specString(),
  namespace: specString(),
  type: specString(),
  types: specList(z.string({ error: 'must be a string' })),
  class: specString(),
  tags: specStringMap(),
  labels: specStringMap(),
}).refine((query) => Object.values(query).some((value) => value !== undefined), { error: 'must select by at least one of id, name, namespace, type, types, class, tags, labels' });

const configLookupSchema = specObject({
  id: specString(),
  config: configQuerySchema.optional(),
  field: specString().superRefine((path, context) => {
    const problem = path === undefined ? undefined : checkJsonPathSyntax(path);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  display: expressionSchema,
})
  .refine((lookup) => lookup.id !== undefined || lookup.config !== undefined, { error: 'must name the config item: id or config' })
  .nullish();

/** One property of a component: a fixed value or text, or one read from the catalog or a lookup. */
export const propertySchema = specObject({
  name: specString({ required: true }),
  label: specString(),
  tooltip: specString(),
  icon: specString(),
  type: specString(),
  color: specString(),
  order: specNumber({ integer: true }),
  headline: specBoolean(),
  text: specString(),
  value: specNumber(),
  unit: specString(),
  max: specNumber(),
  min: specNumber(),
  status: specString(),
  lastTransition: specString(),
  links: specList(linkSchema),
  configLookup: configLookupSchema,
  lookup: lookupSchema,
  summary: notSupportedKey(),
});

/** Links a component to checks: by selector (the checks a canary runs); `inline` canaries are upstream's only. */
const componentCheckSchema = specObject({
  selector: resourceSelectorSchema,
  inline: notSupportedKey('not supported yet: select the checks of a canary'),
}).refine((entry) => entry.selector !== undefined, { error: 'must have a selector', path: ['selector'] });

const parentLookupSchema = specObject({
  name: specString(),
  namespace: specString(),
  type: specString(),
  externalID: specString(),
})
  .refine((lookup) => Object.values(lookup).some((value) => value !== undefined), { error: 'must name the parent by at least one of name, namespace, type, externalID' })
  .nullish();

const groupBySchema = specObject({ tag: specString({ required: true }), selector: notSupportedKey() }).nullish();

const STATUSES: readonly ComponentStatus[] = ['healthy', 'unhealthy', 'warning', 'unknown'];

/** Children are read one by one (see parse-topology-spec.ts), so that their issues carry their own path. */
const childList = specList(z.unknown());

/** What `forEach` applies to each child a lookup produced, templated with `$(.component.name)` or `{{ .component.name }}`. */
export const forEachSchema = specObject({
  components: childList,
  properties: specList(propertySchema),
  configs: specList(configSelectorSchema),
  checks: specList(componentCheckSchema),
  selectors: notSupportedKey(),
  relationships: notSupportedKey(),
}).nullish();

/** The fields of one component spec, without its nested components (read by parseComponent). */
export const componentSchema = specObject({
  name: specString(),
  type: specString(),
  icon: specString(),
  text: specString(),
  tooltip: specString(),
  description: specString(),
  owner: specString(),
  lifecycle: specString(),
  namespace: specString(),
  hidden: specBoolean(),
  order: specNumber({ integer: true }),
  external_id: specString(),
  externalID: specString(),
  labels: specStringMap(),
  status: specOneOf(STATUSES),
  statusReason: specString(),
  properties: specList(propertySchema),
  components: childList,
  lookup: lookupSchema,
  forEach: forEachSchema,
  groupBy: groupBySchema,
  parentLookup: parentLookupSchema,
  configs: specList(configSelectorSchema),
  checks: specList(componentCheckSchema),
  logs: specList(z.record(z.string(), z.unknown(), { error: 'must be an object' })),
  id: ignoredKey(),
  selectors: notSupportedKey(),
  summary: notSupportedKey('not supported yet: the summary is counted from checks, insights and incidents'),
  statusExpr: notSupportedKey(),
  healthExpr: notSupportedKey(),
  health: notSupportedKey(),
});

/** The spec's own fields; its `components` are read one by one like nested ones. */
export const topologySpecSchema = specObject({
  schedule: specString(),
  type: specString(),
  icon: specString(),
  text: specString(),
  label: specString(),
  tooltip: specString(),
  owner: specString(),
  id: ignoredKey(),
  properties: specList(propertySchema),
  components: childList,
  configs: specList(configSelectorSchema),
  checks: specList(componentCheckSchema),
  groupBy: groupBySchema,
  push: notSupportedKey(),
});
