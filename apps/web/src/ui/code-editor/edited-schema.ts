import type { JsonSchema, SchemaPath } from './json-schema-validator.ts';

export interface EditedSchema {
  /** The schema of the text's top level. */
  schema: JsonSchema;
  /** Where the text's top level sits in the whole document (`['spec']` for a bare spec). */
  documentPath: SchemaPath;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Editors hold either a whole resource document (`apiVersion`, `kind`, `metadata`, `spec`) or the
 * bare spec; a document schema with a `spec` property describes the bare spec through it.
 */
export function editedSchema(documentSchema: JsonSchema, value: unknown): EditedSchema {
  const specSchema = typeof documentSchema === 'object' ? documentSchema.properties?.spec : undefined;
  const wholeDocument = isRecord(value) && ('apiVersion' in value || 'kind' in value || 'metadata' in value);
  if (specSchema === undefined || wholeDocument) return { schema: documentSchema, documentPath: [] };
  return { schema: specSchema, documentPath: ['spec'] };
}
