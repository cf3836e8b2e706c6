import { z } from 'zod';
import type { SpecIssue } from './spec-issue.ts';

/**
 * Zod schemas for the fields of a spec entry, answering bad input with the same reasons the
 * hand-written readers (spec-reader.ts) give, so an API error reads the same whichever reads it.
 * A field that is null reads as absent, as in YAML an empty key does.
 */

/** The message of an issue that reads `<key> is required`: the key is only known from the issue's path. */
export const REQUIRED = '\u0000required';

/** Replaces the field: an empty text or null is absent. */
const absentWhenEmpty = <T>(value: T | null | undefined): T | undefined => (value === null || value === '' ? undefined : value);

const requiredOr = (reason: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? REQUIRED : reason);

/** A text field; with `required`, a missing or empty one is `<key> is required`. */
export function specString(): z.ZodType<string | undefined, string | null | undefined>;
export function specString(options: { required: true }): z.ZodType<string, string>;
export function specString(options: { required?: boolean } = {}): z.ZodType<string | undefined, string | null | undefined> {
  if (options.required) return z.string({ error: requiredOr('must be a string') }).refine((text) => text !== '', { error: REQUIRED });
  return z.string({ error: 'must be a string' }).nullish().transform(absentWhenEmpty);
}

/** A text that is one of `values`, written in any case; read as the value's own spelling. */
export function specOneOf<Value extends string>(values: readonly Value[]): z.ZodType<Value | undefined, string | null | undefined> {
  const find = (text: string | undefined) => values.find((value) => value.toUpperCase() === text?.toUpperCase());
  return specString()
    .refine((text) => text === undefined || find(text) !== undefined, { error: `must be one of ${values.join(', ')}` })
    .transform(find);
}

/** A check's reason that zod runs only when `condition` holds for the value (its typings offer `when` on refinements only). */
const onlyWhen = (error: string, condition: (value: unknown) => boolean) => ({ error, when: (payload: z.core.ParsePayload) => condition(payload.value) }) as { error: string };

/** A number field: `integer`, `min` and `max` refuse with the readers' words, the first failing rule alone. */
export function specNumber(options: { min?: number; max?: number; integer?: boolean; required?: boolean } = {}): z.ZodType<number | undefined, number | null | undefined> {
  let number = z.number({ error: options.required ? requiredOr('must be a number') : 'must be a number' });
  // Each rule runs only when the ones before it passed; no rule aborts, so checks across fields still run.
  const whole = (value: unknown) => typeof value === 'number' && (!options.integer || Number.isInteger(value));
  const atLeastMin = (value: unknown) => options.min === undefined || (typeof value === 'number' && value >= options.min);
  if (options.integer) number = number.int({ error: 'must be a whole number' });
  if (options.min !== undefined) number = number.min(options.min, onlyWhen(`must be at least ${options.min}`, whole));
  if (options.max !== undefined) number = number.max(options.max, onlyWhen(`must be at most ${options.max}`, (value) => whole(value) && atLeastMin(value)));
  return options.required ? number : number.nullish().transform(absentWhenEmpty);
}

export function specBoolean(): z.ZodType<boolean | undefined, boolean | null | undefined> {
  return z.boolean({ error: 'must be true or false' }).nullish().transform(absentWhenEmpty);
}

/** A map of texts; numbers and booleans are kept as their text, as YAML users expect. */
export function specStringMap(): z.ZodType<Record<string, string> | undefined, Record<string, string | number | boolean> | null | undefined> {
  return z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string' }), { error: 'must be a map of strings' })
    .nullish()
    .transform((map) => (map ? Object.fromEntries(Object.entries(map).map(([key, value]) => [key, String(value)])) : undefined));
}

/** A list of `item`; absent is undefined. */
export function specList<Item extends z.ZodType>(item: Item): z.ZodType<z.output<Item>[] | undefined, z.input<Item>[] | null | undefined> {
  return z.array(item, { error: 'must be a list' }).nullish().transform(absentWhenEmpty);
}

/** An object whose every key is known: any other key is `unknown key`. */
export function specObject<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape, z.core.$strict> {
  return z.strictObject(shape, { error: 'must be an object' });
}

/**
 * Tells editors that an entry needs at least one of `keys` (JSON Schema `anyOf` of `required`); the
 * check itself, with its own reason, is the caller's (e.g. with `acrossFields`).
 */
export function needsOneOf<Schema extends z.ZodType>(schema: Schema, keys: readonly string[]): Schema {
  return schema.meta({ anyOf: keys.map((key) => ({ required: [key] })) });
}

/** A key accepted so that existing specs load unchanged, whose value is not used. */
export function ignoredKey(): z.ZodType<undefined, unknown> {
  return z.unknown().transform(() => undefined).optional();
}

/** A key of the upstream format this server does not act on yet: present is `reason`. */
export function notSupportedKey(reason = 'not supported yet'): z.ZodType<undefined, unknown> {
  return z
    .unknown()
    .refine((value) => value === undefined || value === null, { error: reason })
    .transform(() => undefined)
    .optional();
}

/**
 * A field that takes one of several shapes chosen by what its value is (a map or a list, a text or
 * an object): the first alternative whose `accepts` holds validates it, with its own issues; a value
 * no alternative accepts is `reason`. Null is absent. The JSON Schema lists every alternative; their
 * `accepts` must not overlap (a valid value is read by the first alternative that takes it).
 */
export function specChoice<const Alternatives extends readonly (readonly [accepts: (value: unknown) => boolean, schema: z.ZodType])[]>(
  reason: string,
  alternatives: Alternatives,
): z.ZodType<z.output<Alternatives[number][1]> | undefined, z.input<Alternatives[number][1]> | null | undefined> {
  const schemas = alternatives.map(([, schema]) => schema);
  const chosen = z.union(schemas as [z.ZodType, ...z.ZodType[]]).optional();
  return z.preprocess((value, context) => {
    if (value === null || value === undefined) return undefined;
    const alternative = alternatives.find(([accepts]) => accepts(value));
    if (!alternative) {
      context.addIssue({ code: 'custom', message: reason });
      return value;
    }
    const result = alternative[1].safeParse(value);
    if (!result.success) for (const issue of result.error.issues) context.addIssue(issue as z.core.$ZodRawIssue);
    return value;
  }, chosen) as unknown as z.ZodType<z.output<Alternatives[number][1]> | undefined, z.input<Alternatives[number][1]> | null | undefined>;
}

/**
 * Checks across the fields of an object, run even when a field failed so that a user sees every
 * issue at once. `entry` holds the fields as far as they were read; `issue` names a field by key.
 */
export function acrossFields<Schema extends z.ZodType>(
  schema: Schema,
  check: (entry: Record<string, unknown>, issue: (key: string, message: string) => void) => void,
): Schema {
  return schema.superRefine(
    (entry, context) => {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
      check(entry as Record<string, unknown>, (key, message) => context.addIssue({ code: 'custom', message, path: [key] }));
    },
    { when: () => true },
  );
}

function joinPath(base: string, segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = String(segment);
    return path === '' ? key : `${path}.${key}`;
  }, base);
}

/** Zod's issues as spec issues under `path`: every unknown key its own issue, in the readers' words. */
export function specIssuesOf(error: z.ZodError, path: string): SpecIssue[] {
  return error.issues.flatMap((issue): SpecIssue[] => {
    const at = joinPath(path, issue.path);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: joinPath(at, [key]), message: 'unknown key' }));
    if (issue.message === REQUIRED) {
      const key = [...issue.path].reverse().find((segment) => typeof segment === 'string');
      return [{ path: at, message: `${String(key ?? 'value')} is required` }];
    }
    return [{ path: at, message: issue.message }];
  });
}

/** Validates one entry of a spec list with its schema; issues are named under `path` (e.g. `spec.tcp[0]`). */
export function parseSpecEntry<Spec>(schema: z.ZodType<Spec>, raw: unknown, path: string): { spec: Spec } | { issues: SpecIssue[] } {
  const result = schema.safeParse(raw);
  return result.success ? { spec: result.data } : { issues: specIssuesOf(result.error, path) };
}
