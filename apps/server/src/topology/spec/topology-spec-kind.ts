import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { entryJsonSchema, pluginRegistry } from '#src/spec/plugin.ts';
import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { parseTopologySpec, TOPOLOGY_API_VERSION } from './parse-topology-spec.ts';
import { componentSchema, topologySpecSchema } from './topology-spec.schema.ts';

/** Where the document's component schema sits, so nested components refer to it. */
const COMPONENT_REF = '#/properties/spec/properties/components/items';

type Json = Record<string, unknown>;

/** A list of components written as `items: {}` (read one by one) made a list of the component schema. */
function withComponentItems(list: unknown, component: Json | undefined): Json {
  const items = component ?? { $ref: COMPONENT_REF };
  const patch = (schema: Json): Json => (schema.type === 'array' ? { ...schema, items } : schema);
  const schema = list as Json;
  return Array.isArray(schema.anyOf) ? { ...schema, anyOf: (schema.anyOf as Json[]).map(patch) } : patch(schema);
}

function componentJsonSchema(): Json {
  const schema = entryJsonSchema(componentSchema);
  const properties = { ...(schema.properties as Record<string, Json>) };
  properties.components = withComponentItems(properties.components, undefined);
  const forEach = properties.forEach as Json;
  const patchForEach = (entry: Json): Json => (entry.type === 'object' ? { ...entry, properties: { ...(entry.properties as Json), components: withComponentItems((entry.properties as Json).components, undefined) } } : entry);
  properties.forEach = Array.isArray(forEach.anyOf) ? { ...forEach, anyOf: (forEach.anyOf as Json[]).map(patchForEach) } : patchForEach(forEach);
  const { $schema: _dialect, ...rest } = schema;
  return { ...rest, properties };
}

function specFields(): Record<string, Json> {
  const properties = { ...(entryJsonSchema(topologySpecSchema).properties as Record<string, Json>) };
  // The top-level list is a plain array, so nested lists can point at its items.
  properties.components = { type: 'array', items: componentJsonSchema() };
  return properties;
}

/** The Topology document for editors (`/api/schemas/Topology.schema.json`), nested components included. */
export const TOPOLOGY_SPEC_KIND: SpecKind = {
  kind: 'Topology',
  apiVersion: TOPOLOGY_API_VERSION,
  description: 'A topology: components built every 5 minutes (unless schedule says otherwise) from the spec, lookups of the catalog, checks and components, and the items they link.',
  specFields: specFields(),
  // A topology has no lists of plug-ins: its fields are all its own.
  registry: pluginRegistry([]),
};

function issuesOf(spec: unknown): readonly SpecIssue[] {
  try {
    parseTopologySpec(spec);
    return [];
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}

/** How `/api/db/topologies` writes check the spec they carry. */
export const topologySpecRules: SpecRules = { relation: 'topologies', noun: 'topology', issuesOf };
