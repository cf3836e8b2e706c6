/**
 * A JSON Schema (draft 2020-12) checker for the keywords the server's spec schemas use, run in the
 * browser without compiling code: the page's Content-Security-Policy forbids `new Function`.
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

export type SchemaPath = (string | number)[];

export interface SchemaProblem {
  path: SchemaPath;
  message: string;
  /** The problem is the key at `path` itself (a field the schema does not know), not its value. */
  atKey?: boolean;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `#/$defs/name` (or `#/definitions/...`, `#`) inside the root schema; undefined for any other reference. */
export function resolveRef(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let target: unknown = root;
  for (const part of ref.slice(1).split('/').filter((segment) => segment !== '')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isRecord(target) ? target[key] : undefined;
  }
  return typeof target === 'boolean' || isRecord(target) ? (target as JsonSchema) : undefined;
}

class Checker {
  constructor(private readonly root: JsonSchema) {}

  check(value: unknown, schema: JsonSchema, path: SchemaPath): SchemaProblem[] {
    if (schema === true) return [];
    if (schema === false) return [{ path, message: 'is not allowed here' }];
    const problems: SchemaProblem[] = [];
    if (schema.$ref !== undefined) {
      const target = resolveRef(schema.$ref, this.root);
      if (target !== undefined) problems.push(...this.check(value, target, path));
    }
    const typeProblem = this.checkType(value, schema, path);
    if (typeProblem) return [...problems, typeProblem];
    problems.push(...this.checkValue(value, schema, path));
    if (isRecord(value)) problems.push(...this.checkObject(value, schema, path));
    if (Array.isArray(value)) problems.push(...this.checkArray(value, schema, path));
    problems.push(...this.checkCombinations(value, schema, path));
    return problems;
  }

  private checkType(value: unknown, schema: JsonSchemaObject, path: SchemaPath): SchemaProblem | undefined {
    if (schema.type === undefined) return undefined;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.some((type) => hasType(value, type))) return undefined;
    const expected = types.filter((type) => type !== 'null' || types.length === 1);
    return { path, message: `must be ${expected.map((type) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)).join(' or ')}` };
  }

  private checkValue(value: unknown, schema: JsonSchemaObject, path: SchemaPath): SchemaProblem[] {
    const problems: SchemaProblem[] = [];
    if (schema.const !== undefined && !sameValue(value, schema.const)) problems.push({ path, message: `must be ${show(schema.const)}` });
    if (schema.enum && !schema.enum.some((allowed) => sameValue(value, allowed))) {
      problems.push({ path, message: `must be one of: ${schema.enum.map(show).join(', ')}` });
    }
    if (typeof value === 'string') {
      if (schema.minLength !== undefined && [...value].length < schema.minLength) {
        problems.push({ path, message: schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters long` });
      }
      if (schema.maxLength !== undefined && [...value].length > schema.maxLength) problems.push({ path, message: `must be at most ${schema.maxLength} characters long` });
      if (schema.pattern !== undefined && !safeTest(schema.pattern, value)) problems.push({ path, message: `must match ${schema.pattern}` });
    }
    if (typeof value === 'number') {
      if (schema.minimum !== undefined && value < schema.minimum) problems.push({ path, message: `must be at least ${schema.minimum}` });
      if (schema.maximum !== undefined && value > schema.maximum) problems.push({ path, message: `must be at most ${schema.maximum}` });
      if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) problems.push({ path, message: `must be more than ${schema.exclusiveMinimum}` });
      if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) problems.push({ path, message: `must be less than ${schema.exclusiveMaximum}` });
    }
    return problems;
  }

  private checkObject(value: Record<string, unknown>, schema: JsonSchemaObject, path: SchemaPath): SchemaProblem[] {
    const problems: SchemaProblem[] = [];
    for (const name of schema.required ?? []) {
      if (!(name in value)) problems.push({ path, message: `needs the field ${name}` });
    }
    for (const [name, field] of Object.entries(value)) {
      const fieldPath = [...path, name];
      if (schema.propertyNames !== undefined && this.check(name, schema.propertyNames, fieldPath).length > 0) {
        problems.push({ path: fieldPath, message: `${name} is not an allowed name`, atKey: true });
      }
      const declared = schema.properties?.[name];
      if (declared !== undefined) problems.push(...this.check(field, declared, fieldPath));
      else if (schema.additionalProperties === false) problems.push({ path: fieldPath, message: `unknown field ${name}`, atKey: true });
      else if (schema.additionalProperties !== undefined) problems.push(...this.check(field, schema.additionalProperties, fieldPath));
    }
    return problems;
  }

  private checkArray(value: unknown[], schema: JsonSchemaObject, path: SchemaPath): SchemaProblem[] {
    const problems: SchemaProblem[] = [];
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push({ path, message: `needs at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}` });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push({ path, message: `takes at most ${schema.maxItems} items` });
    const prefix = schema.prefixItems ?? [];
    value.forEach((item, index) => {
      const itemSchema = index < prefix.length ? prefix[index] : schema.items;
      if (itemSchema !== undefined) problems.push(...this.check(item, itemSchema, [...path, index]));
    });
    return problems;
  }

  private checkCombinations(value: unknown, schema: JsonSchemaObject, path: SchemaPath): SchemaProblem[] {
    const problems: SchemaProblem[] = [];
    for (const part of schema.allOf ?? []) problems.push(...this.check(value, part, path));
    if (schema.anyOf) problems.push(...this.checkAlternatives(value, schema.anyOf, path, 'any'));
    if (schema.oneOf) problems.push(...this.checkAlternatives(value, schema.oneOf, path, 'one'));
    if (schema.not !== undefined && this.check(value, schema.not, path).length === 0) problems.push({ path, message: 'is not allowed in this form' });
    return problems;
  }

  /** The problems of the closest alternative when none fits (or "only one of" when several fit a oneOf). */
  private checkAlternatives(value: unknown, alternatives: JsonSchema[], path: SchemaPath, mode: 'any' | 'one'): SchemaProblem[] {
    const results = alternatives.map((alternative) => this.check(value, alternative, path));
    const fitting = results.filter((result) => result.length === 0).length;
    if (mode === 'any' ? fitting > 0 : fitting === 1) return [];
    if (fitting > 1) return [{ path, message: 'matches more than one of the allowed forms' }];
    const onlyRequired = alternatives.every((alternative) => isRecord(alternative) && Object.keys(alternative).join() === 'required');
    if (onlyRequired) {
      const names = alternatives.flatMap((alternative) => (alternative as JsonSchemaObject).required ?? []);
      return [{ path, message: `needs one of the fields ${names.join(', ')}` }];
    }
    const ranks = results.map((result, index) => this.rank(value, alternatives[index]!, result, path));
    return results[ranks.indexOf(Math.min(...ranks))]!;
  }

  /** An alternative of the value's type is closer than one of another type; then fewer problems at the top, then fewer in all. */
  private rank(value: unknown, alternative: JsonSchema, problems: SchemaProblem[], path: SchemaPath): number {
    const target = typeof alternative === 'object' && alternative.$ref !== undefined ? resolveRef(alternative.$ref, this.root) : alternative;
    const typeMismatch = typeof target === 'object' && this.checkType(value, target, path) !== undefined;
    const atTop = problems.filter((problem) => problem.path.length === path.length && !problem.atKey).length;
    return (typeMismatch ? 1_000_000 : 0) + atTop * 1000 + problems.length;
  }
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

/** Every way `value` breaks `schema`, each at the path of the offending value (empty when it fits). */
export function validateJsonSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema): SchemaProblem[] {
  return new Checker(root).check(value, schema, []);
}
