import type { z } from 'zod';

/** The part of a request a schema reads, as Fastify names it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

type RawIssue = z.core.$ZodRawIssue;

const WHOLE_PART: Record<RequestPart, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** `items[0].name`: the path of a field as a client writes it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

function quoted(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function reason(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${KIND_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? `must have at least ${String(issue.minimum)} characters` : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `must have at most ${String(issue.maximum)} characters` : `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `must be ${issue.format === 'guid' || issue.format === 'uuid' ? 'a uuid' : `in ${issue.format} format`} (got ${quoted(issue.input)})`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')} (got ${quoted(issue.input)})`;
    case 'invalid_union':
      return 'does not have any of the accepted shapes';
    default:
      return 'is not valid';
  }
}

/**
 * The message of one refused input when its schema gives none of its own: the field by its path and
 * the reason, e.g. `expiry must be text`, `The request body must be an object`.
 */
export function describeIssue(part: RequestPart, issue: RawIssue): string {
  const path = fieldPath(issue.path ?? []);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    return path === '' ? `Unknown field(s): ${keys}` : `${path} has unknown field(s): ${keys}`;
  }
  if (path === '' && part === 'body' && issue.code === 'invalid_type' && issue.expected === 'object') return 'The request body must be a JSON object';
  return `${path === '' ? WHOLE_PART[part] : path} ${reason(issue)}`;
}

/** Every issue in one message, in the order the schema met them. */
export function issuesMessage(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join('; ');
}
