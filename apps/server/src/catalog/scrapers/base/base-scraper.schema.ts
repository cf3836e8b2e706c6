import type { z } from 'zod';
import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import { checkJsonPathSyntax } from '#src/expressions/json-path-expression.ts';
import { ignoredKey, notSupportedKey, specString, specStringMap } from '#src/spec/spec-schema.ts';
import { ENTRY_TRANSFORM_FIELDS } from '../transform/entry-transform.reader.ts';

/** A field that is a JSONPath (starting with `$`) read from each document, or a literal. */
export function scraperValueField(options: { jsonPathOnly?: boolean; required?: boolean } = {}) {
  const text: z.ZodType<string | undefined, string | null | undefined> = options.required ? specString({ required: true }) : specString();
  return text.superRefine((value, context) => {
    if (value === undefined) return;
    if (value.trim().startsWith('$')) {
      const problem = checkJsonPathSyntax(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    } else if (options.jsonPathOnly) {
      context.addIssue({ code: 'custom', message: 'must be a JSONPath starting with $' });
    }
  });
}

/** A CEL expression field: a syntax error is an issue on the field. */
export function celField(): z.ZodType<string | undefined, string | null | undefined>;
export function celField(options: { required: true }): z.ZodType<string, string>;
export function celField(options: { required?: boolean } = {}): z.ZodType<string | undefined, string | null | undefined> {
  const text: z.ZodType<string | undefined, string | null | undefined> = options.required ? specString({ required: true }) : specString();
  return text.superRefine((source, context) => {
    const problem = source === undefined ? undefined : checkCelSyntax(source);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * The base fields of every scraper entry in zod (see BaseScraperSpec), in the order the readers
 * check them. The transform fields are checked for every type by the scraper spec
 * (transform/entry-transform.reader.ts) and applied after the scrape: here they are only known keys.
 */
export const baseScraperShape = {
  id: scraperValueField(),
  type: scraperValueField(),
  class: scraperValueField(),
  name: scraperValueField(),
  items: scraperValueField({ jsonPathOnly: true }),
  labels: specStringMap(),
  tags: specStringMap(),
  // config-db reads an item's status and health from each document; this server does not yet.
  status: notSupportedKey(),
  health: notSupportedKey(),
  ...Object.fromEntries(ENTRY_TRANSFORM_FIELDS.map((key) => [key, ignoredKey()])),
};
