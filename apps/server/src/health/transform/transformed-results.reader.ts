/** At most this many checks may come out of one check's transform. */
export const MAX_TRANSFORMED_CHECKS = 500;
const MAX_NAME_LENGTH = 255;

/** What a transform says about a result: every field but the name is optional. */
export interface TransformedResultFields {
  pass?: boolean | undefined;
  message?: string | undefined;
  error?: string | undefined;
  /** Milliseconds. */
  duration?: number | undefined;
  detail?: unknown;
}

/** One check a transform emitted, under the canary of the check that ran it. */
export interface TransformedResult extends TransformedResultFields {
  name: string;
  description?: string | undefined;
  icon?: string | undefined;
  namespace?: string | undefined;
  endpoint?: string | undefined;
  labels?: Record<string, string> | undefined;
}

/**
 * What a transform returned: the checks it emits, and what it changes in the result of the check
 * that ran it (a single object without a name, or any result named like that check).
 */
export interface TransformOutput {
  own: TransformedResultFields | undefined;
  checks: TransformedResult[];
}

/** The transform's value is not a result or a list of results; the message starts "transform returned". */
export class TransformOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransformOutputError';
  }
}

function reject(what: string): never {
  throw new TransformOutputError(`transform returned ${what}`);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an optional text field; null counts as absent (CEL and templates yield it for missing data). */
function optionalText(item: Record<string, unknown>, field: string, where: string): string | undefined {
  const value = item[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') reject(`${describe(value)} as the ${field} of ${where}, expected text`);
  return value as string;
}

function readLabels(item: Record<string, unknown>, where: string): Record<string, string> | undefined {
  const value = item.labels;
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return reject(`${describe(value)} as the labels of ${where}, expected an object of texts`);
  const labels: Record<string, string> = {};
  for (const [key, label] of Object.entries(value)) {
    if (label === null || label === undefined) continue;
    if (typeof label === 'object') reject(`${describe(label)} as the label '${key}' of ${where}, expected text`);
    labels[key] = String(label);
  }
  return labels;
}

function readFields(item: Record<string, unknown>, where: string): TransformedResultFields {
  const { pass, duration } = item;
  if (pass !== undefined && pass !== null && typeof pass !== 'boolean') reject(`${describe(pass)} as the pass of ${where}, expected true or false`);
  if (duration !== undefined && duration !== null && (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0)) {
    reject(`${describe(duration)} as the duration of ${where}, expected milliseconds`);
  }
  return {
    pass: typeof pass === 'boolean' ? pass : undefined,
    message: optionalText(item, 'message', where),
    error: optionalText(item, 'error', where),
    duration: typeof duration === 'number' ? Math.round(duration) : undefined,
    detail: item.detail ?? undefined,
  };
}

function readResult(item: unknown, where: string): TransformedResult {
  if (!isRecord(item)) return reject(`${describe(item)} as ${where}, expected an object with a name`);
  const name = item.name;
  if (typeof name !== 'string' || name.trim() === '') return reject(`${where} without a name (got ${describe(name)})`);
  if (name.length > MAX_NAME_LENGTH) reject(`a name longer than ${MAX_NAME_LENGTH} characters at ${where}`);
  const named = `'${name}'`;
  return {
    name,
    ...readFields(item, named),
    description: optionalText(item, 'description', named),
    icon: optionalText(item, 'icon', named),
    namespace: optionalText(item, 'namespace', named),
    endpoint: optionalText(item, 'endpoint', named),
    labels: readLabels(item, named),
  };
}

function parseText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return reject(`text that is not JSON: ${describe(value)}`);
  }
}

/**
 * Validates what a check's `transform` expression returned: a list of results, one result, or
 * JSON text of either. Each result needs a `name`; unknown fields are ignored; `pass` defaults to
 * true (false when the result carries an error). A single object without a name, or a result named
 * like the check itself, changes that check's own result instead of emitting a check.
 * Throws a TransformOutputError on anything else.
 */
export function readTransformedResults(value: unknown, ownName: string): TransformOutput {
  const parsed = parseText(value);
  if (isRecord(parsed) && (parsed.name === undefined || parsed.name === null || parsed.name === ownName)) {
    return { own: readFields(parsed, `the result of '${ownName}'`), checks: [] };
  }
  if (!isRecord(parsed) && !Array.isArray(parsed)) return reject(`${describe(parsed)}, expected a result or a list of results`);
  const items: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  if (items.length > MAX_TRANSFORMED_CHECKS) reject(`${items.length} results, more than the ${MAX_TRANSFORMED_CHECKS} allowed`);
  let own: TransformedResultFields | undefined;
  const checks: TransformedResult[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const result = readResult(item, `the result at [${index}]`);
    if (seen.has(result.name)) reject(`the name '${result.name}' twice`);
    seen.add(result.name);
    if (result.name === ownName) own = result;
    else checks.push(result);
  });
  return { own, checks };
}

/** `pass` as the transform meant it: given, or true unless the result carries an error. */
export function transformedPass(fields: TransformedResultFields): boolean {
  return fields.pass ?? !fields.error;
}
