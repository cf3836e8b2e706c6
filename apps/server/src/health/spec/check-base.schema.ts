import { z } from 'zod';
import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';
import { parseDuration } from '#src/jobs/parse-duration.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { ignoredKey, REQUIRED, specObject, specString, specStringMap } from '#src/spec/spec-schema.ts';
import type { CheckSpecBase } from '../checks/check-type.ts';
import { checkRelationshipsSchema } from './check-relationships.schema.ts';

/**
 * Keys canary-checker specs carry on every check that we accept so that existing YAML loads
 * unchanged, but do not act on (yet): ownership and severity are shown elsewhere, custom metrics
 * and transform bookkeeping are not produced by this server.
 */
const IGNORED_CHECK_KEYS = ['owner', 'severity', 'metrics', 'markFailOnEmpty', 'transformDeleteStrategy'];

const EXPRESSION_KINDS = ['expr', 'javascript', 'jsonPath', 'template'] as const;

const expressionSchema = specObject({ expr: specString(), javascript: specString(), jsonPath: specString(), template: specString() })
  .refine((expression) => !isPlainObject(expression) || EXPRESSION_KINDS.filter((kind) => typeof expression[kind] === 'string' && expression[kind] !== '').length === 1, {
    error: 'must have exactly one of expr, javascript, jsonPath, template',
    when: () => true,
  })
  .nullish()
  .transform((expression): ExpressionSpec | undefined => (expression ? Object.fromEntries(Object.entries(expression).filter((entry) => entry[1] !== undefined)) : undefined));

const TIMEOUT_REASON = 'must be a number of seconds or a duration such as 30s';

/** A timeout as seconds (canary-checker's unit) or a duration text such as `10s`, in milliseconds. */
const timeoutSchema = z
  .union([z.number(), z.string()], { error: TIMEOUT_REASON })
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null) return undefined;
    const ms = typeof value === 'number' ? value * 1000 : parseDuration(value);
    if (ms !== undefined && Number.isFinite(ms) && ms > 0) return ms;
    context.issues.push({ code: 'custom', message: TIMEOUT_REASON, input: value });
    return z.NEVER;
  });

/**
 * The fields every check entry has, in zod. Spread it into a type's own shape after its fields; the
 * keys of `IGNORED_CHECK_KEYS` are accepted and dropped. `name` is made required by `namedCheck`.
 */
export const checkBaseShape = {
  name: specString(),
  description: specString(),
  icon: specString(),
  namespace: specString(),
  labels: specStringMap(),
  test: expressionSchema,
  display: expressionSchema,
  transform: expressionSchema,
  timeout: timeoutSchema,
  relationships: checkRelationshipsSchema,
  ...Object.fromEntries(IGNORED_CHECK_KEYS.map((key) => [key, ignoredKey()])),
};

/** A name that is there, even of the wrong type (its own field says so). */
const isPresent = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A check entry's schema whose `name` falls back to `fallbackName(entry)` (its endpoint), as
 * canary-checker names a check without one; with neither, `name is required`.
 */
export function namedCheck<Entry extends { name?: string | undefined }, Input>(
  schema: z.ZodType<Entry, Input>,
  fallbackName?: (entry: Record<string, unknown>) => unknown,
): z.ZodType<Omit<Entry, 'name'> & CheckSpecBase, Input> {
  const fallback = (entry: Record<string, unknown>) => fallbackName?.(entry);
  // Without a fallback a name is required, which editors are told too.
  return (fallbackName ? schema : schema.meta({ allOf: [{ required: ['name'] }] }))
    .refine((entry) => !isPlainObject(entry) || isPresent(entry.name) || textOrUndefined(fallback(entry)) !== undefined, {
      error: REQUIRED,
      path: ['name'],
      when: () => true,
    })
    .transform((entry) => ({ ...entry, name: entry.name ?? textOrUndefined(fallback(entry as Record<string, unknown>)) ?? '' }));
}
