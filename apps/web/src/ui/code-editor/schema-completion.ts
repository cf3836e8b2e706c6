import { parseDocument } from 'yaml';
import { editedSchema } from './edited-schema.ts';
import type { JsonSchema, JsonSchemaObject } from './json-schema-validator.ts';
import { schemasAtPath } from './schema-at-path.ts';
import { yamlCursorAt } from './yaml-cursor-path.ts';

export interface SchemaCompletion {
  label: string;
  /** What completion writes: `name: ` for a field, the value itself for a value. */
  apply: string;
  type: 'property' | 'enum';
  /** The schema's description of the field, when it has one. */
  info?: string;
}

export interface SchemaCompletions {
  /** Where the replaced word starts. */
  from: number;
  options: SchemaCompletion[];
}

function readValue(text: string): unknown {
  try {
    return parseDocument(text).toJS() as unknown;
  } catch {
    return undefined;
  }
}

function propertyOptions(schemas: JsonSchemaObject[], taken: readonly string[]): SchemaCompletion[] {
  const options = new Map<string, SchemaCompletion>();
  for (const schema of schemas) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (taken.includes(name) || options.has(name)) continue;
      const info = typeof property === 'object' ? property.description : undefined;
      options.set(name, { label: name, apply: `${name}: `, type: 'property', ...(info ? { info } : {}) });
    }
  }
  return [...options.values()];
}

function valueOptions(schemas: JsonSchemaObject[]): SchemaCompletion[] {
  const values = new Set<string>();
  for (const schema of schemas) {
    for (const value of schema.enum ?? []) values.add(String(value));
    if (schema.const !== undefined) values.add(String(schema.const));
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('boolean')) for (const value of ['true', 'false']) values.add(value);
  }
  return [...values].map((value) => ({ label: value, apply: value, type: 'enum' as const }));
}

/** What may be typed at `offset` of `text` under the document schema: field names, or values of a closed set. */
export function schemaCompletions(text: string, offset: number, documentSchema: JsonSchema): SchemaCompletions | undefined {
  const cursor = yamlCursorAt(text, offset);
  if (!cursor) return undefined;
  const { schema } = editedSchema(documentSchema, readValue(text));
  const schemas = schemasAtPath(schema, documentSchema, cursor.path);
  const options =
    cursor.position === 'key'
      ? propertyOptions(schemas, cursor.siblingKeys)
      : cursor.position === 'value'
        ? valueOptions(schemas)
        : [...propertyOptions(schemas, []), ...valueOptions(schemas)];
  return { from: cursor.from, options };
}
