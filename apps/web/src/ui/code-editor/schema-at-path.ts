import { resolveRef, type JsonSchema, type JsonSchemaObject, type SchemaPath } from './json-schema-validator.ts';

/** The object forms a schema allows, with references followed and anyOf/oneOf/allOf spread out. */
export function schemaAlternatives(schema: JsonSchema, root: JsonSchema, seen = new Set<JsonSchema>()): JsonSchemaObject[] {
  if (typeof schema === 'boolean' || seen.has(schema)) return [];
  seen.add(schema);
  const target = schema.$ref === undefined ? undefined : resolveRef(schema.$ref, root);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []), ...(target === undefined ? [] : [target])];
  return [schema, ...nested.flatMap((part) => schemaAlternatives(part, root, seen))];
}

function childSchemas(schema: JsonSchemaObject, segment: string | number): JsonSchema[] {
  if (typeof segment === 'number') return [...(schema.prefixItems?.[segment] === undefined ? [] : [schema.prefixItems[segment]]), ...(schema.items === undefined ? [] : [schema.items])];
  const declared = schema.properties?.[segment];
  if (declared !== undefined) return [declared];
  return typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [];
}

/** Every schema that may describe the value at `path` under `schema` (several where alternatives differ). */
export function schemasAtPath(schema: JsonSchema, root: JsonSchema, path: SchemaPath): JsonSchemaObject[] {
  let current = schemaAlternatives(schema, root);
  for (const segment of path) {
    current = current.flatMap((alternative) => childSchemas(alternative, segment)).flatMap((child) => schemaAlternatives(child, root));
  }
  return current;
}
