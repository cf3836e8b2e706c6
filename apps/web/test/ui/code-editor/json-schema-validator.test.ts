import { describe, expect, it } from 'vitest';
import { validateJsonSchema, type JsonSchema } from '#src/ui/code-editor/json-schema-validator.ts';

function messages(value: unknown, schema: JsonSchema): string[] {
  return validateJsonSchema(value, schema).map((problem) => `${problem.path.join('/')}: ${problem.message}`);
}

describe('validateJsonSchema', () => {
  it('accepts a value that fits, and true; refuses anything under false', () => {
    expect(messages({ a: 1 }, { type: 'object', properties: { a: { type: 'integer' } } })).toEqual([]);
    expect(messages('anything', true)).toEqual([]);
    expect(messages(1, false)).toEqual([': is not allowed here']);
  });

  it('type: one type or a list of them, integer counting as a number', () => {
    expect(messages('x', { type: 'integer' })).toEqual([': must be an integer']);
    expect(messages(1.5, { type: 'integer' })).toEqual([': must be an integer']);
    expect(messages(3, { type: 'number' })).toEqual([]);
    expect(messages(true, { type: ['string', 'null'] })).toEqual([': must be a string']);
    expect(messages(null, { type: ['string', 'null'] })).toEqual([]);
    expect(messages([], { type: 'object' })).toEqual([': must be an object']);
    expect(messages({}, { type: 'array' })).toEqual([': must be an array']);
  });

  it('properties, required and additionalProperties, each problem at its field', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { url: { type: 'string' }, port: { type: 'integer' } },
      required: ['url'],
      additionalProperties: false,
    };
    expect(messages({ port: 'x', extra: 1 }, schema)).toEqual([': needs the field url', 'port: must be an integer', 'extra: unknown field extra']);
    expect(validateJsonSchema({ url: 'a', extra: 1 }, schema)).toEqual([{ path: ['extra'], message: 'unknown field extra', atKey: true }]);
    expect(messages({ a: 1, b: 'x' }, { type: 'object', additionalProperties: { type: 'string' } })).toEqual(['a: must be a string']);
  });

  it('propertyNames checks each key', () => {
    expect(messages({ ok: 1, 'Not ok': 2 }, { type: 'object', propertyNames: { pattern: '^[a-z]+$' } })).toEqual(['Not ok: Not ok is not an allowed name']);
  });

  it('items, prefixItems, minItems and maxItems', () => {
    expect(messages([1, 'two', 3], { type: 'array', items: { type: 'integer' } })).toEqual(['1: must be an integer']);
    expect(messages(['a', 1], { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'string' } })).toEqual(['1: must be a string']);
    expect(messages([], { type: 'array', minItems: 1 })).toEqual([': needs at least 1 item']);
    expect(messages([1, 2, 3], { type: 'array', maxItems: 2 })).toEqual([': takes at most 2 items']);
  });

  it('enum and const', () => {
    expect(messages('PUT', { enum: ['GET', 'POST'] })).toEqual([': must be one of: GET, POST']);
    expect(messages('GET', { enum: ['GET', 'POST'] })).toEqual([]);
    expect(messages('v2', { const: 'v1' })).toEqual([': must be v1']);
    expect(messages({ a: [1] }, { const: { a: [1] } })).toEqual([]);
  });

  it('pattern, minLength and maxLength on text', () => {
    expect(messages('abc', { type: 'string', pattern: '^\\d+$' })).toEqual([': must match ^\\d+$']);
    expect(messages('', { type: 'string', minLength: 1 })).toEqual([': must not be empty']);
    expect(messages('ab', { type: 'string', minLength: 3 })).toEqual([': must be at least 3 characters long']);
    expect(messages('abcd', { type: 'string', maxLength: 3 })).toEqual([': must be at most 3 characters long']);
  });

  it('minimum, maximum and their exclusive forms', () => {
    expect(messages(700, { type: 'integer', minimum: 100, maximum: 599 })).toEqual([': must be at most 599']);
    expect(messages(99, { type: 'integer', minimum: 100, maximum: 599 })).toEqual([': must be at least 100']);
    expect(messages(0, { exclusiveMinimum: 0 })).toEqual([': must be more than 0']);
    expect(messages(10, { exclusiveMaximum: 10 })).toEqual([': must be less than 10']);
  });

  it('anyOf passes when one alternative fits, else tells the closest one’s problems', () => {
    const secret: JsonSchema = {
      anyOf: [{ type: 'string' }, { type: 'object', properties: { value: { type: 'string' } }, required: ['value'], additionalProperties: false }],
    };
    expect(messages('plain', secret)).toEqual([]);
    expect(messages({ value: 'x' }, secret)).toEqual([]);
    expect(messages({ valu: 'x' }, secret)).toEqual([': needs the field value', 'valu: unknown field valu']);
  });

  it('anyOf of required fields only names the fields, one of which must be given', () => {
    const check: JsonSchema = { type: 'object', anyOf: [{ required: ['url'] }, { required: ['endpoint'] }] };
    expect(messages({ name: 'a' }, check)).toEqual([': needs one of the fields url, endpoint']);
    expect(messages({ endpoint: 'x' }, check)).toEqual([]);
  });

  it('oneOf needs exactly one alternative to fit', () => {
    const schema: JsonSchema = { oneOf: [{ type: 'number' }, { type: 'integer' }] };
    expect(messages(1.5, schema)).toEqual([]);
    expect(messages(2, schema)).toEqual([': matches more than one of the allowed forms']);
    expect(messages('x', schema)).toEqual([': must be a number']);
  });

  it('allOf needs every part, and not refuses what its schema accepts', () => {
    expect(messages({}, { allOf: [{ required: ['a'] }, { required: ['b'] }] })).toEqual([': needs the field a', ': needs the field b']);
    expect(messages('x', { not: { type: 'string' } })).toEqual([': is not allowed in this form']);
  });

  it('$ref follows $defs and definitions of the root schema', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { port: { $ref: '#/$defs/port' }, other: { $ref: '#/definitions/name' } },
      $defs: { port: { type: 'integer', maximum: 65535 } },
      definitions: { name: { type: 'string' } },
    };
    expect(messages({ port: 70000, other: 1 }, schema)).toEqual(['port: must be at most 65535', 'other: must be a string']);
  });
});
