import type { PluginRegistry } from './plugin.ts';

/**
 * One kind of spec document a feature accepts (Canary, ScrapeConfig, ...), described for editors:
 * the document's fields besides the lists of its plug-ins, and the registry those lists come from.
 */
export interface SpecKind {
  /** The kind as the upstream CRD spells it. */
  readonly kind: string;
  readonly apiVersion: string;
  /** The schema's file name when it is not the kind's (`playbook-spec` for the contract's playbook-spec.schema.json). */
  readonly schemaName?: string;
  readonly description: string;
  /** JSON Schemas of the spec's own fields (schedule, interval, ...), as its parser reads them. */
  readonly specFields: Readonly<Record<string, Record<string, unknown>>>;
  readonly registry: Pick<PluginRegistry<never>, 'types' | 'jsonSchema'>;
}

const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const metadataSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    namespace: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** An entry's own schema, without the dialect it repeats: the document declares that once. */
function entrySchema(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** The JSON Schema (draft 2020-12) of a whole document of `kind`, from its plug-ins' validators. */
export function specKindJsonSchema(kind: SpecKind, id: string): Record<string, unknown> {
  const lists = Object.fromEntries(
    kind.registry.types().map((type) => [type, { type: 'array', items: entrySchema(kind.registry.jsonSchema(type) ?? {}) }]),
  );
  return {
    $schema: JSON_SCHEMA_DIALECT,
    $id: id,
    title: kind.kind,
    description: kind.description,
    type: 'object',
    required: ['apiVersion', 'kind', 'spec'],
    properties: {
      apiVersion: { const: kind.apiVersion },
      kind: { const: kind.kind },
      metadata: metadataSchema,
      // The parsers refuse any other key of the document and of its spec.
      spec: { type: 'object', properties: { ...kind.specFields, ...lists }, additionalProperties: false },
      status: { type: 'object' },
    },
    additionalProperties: false,
  };
}
