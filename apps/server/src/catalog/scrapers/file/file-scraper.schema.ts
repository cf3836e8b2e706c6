import { z } from 'zod';
import { ignoredKey, notSupportedKey, REQUIRED, specObject, specString } from '#src/spec/spec-schema.ts';
import { baseScraperShape } from '../base/base-scraper.schema.ts';
import type { FileFormat } from './file-documents.reader.ts';
import type { FileScraperSpec } from './file-scraper-spec.types.ts';
import { compileGlob, type GlobPattern } from './glob-pattern.ts';

const FORMATS: readonly FileFormat[] = ['yaml', 'json', 'text'];

/** A glob as written, compiled against the server's working folder at the time the spec is read. */
const globSchema = z.string({ error: 'must be a string' }).transform((text, context): { text: string; pattern: GlobPattern } => {
  try {
    return { text, pattern: compileGlob(text, process.cwd()) };
  } catch (error) {
    context.issues.push({ code: 'custom', message: `not a usable glob: ${(error as Error).message}`, input: text });
    return z.NEVER;
  }
});

const pathsSchema = z
  .array(globSchema, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a list') })
  .refine((globs) => globs.length > 0, { error: 'paths needs at least one glob' });

const formatSchema = specString().superRefine((text, context) => {
  if (text !== undefined && !FORMATS.some((format) => format === text.toLowerCase())) {
    context.addIssue({ code: 'custom', message: `must be one of ${FORMATS.join(', ')}` });
  }
});

/** One `file` entry of a scraper spec: globs compiled, the format named in lower case. */
export const fileScraperSchema = specObject({
  ...baseScraperShape,
  paths: pathsSchema,
  ignore: z.array(globSchema, { error: 'must be a list' }).nullish(),
  format: formatSchema,
  url: notSupportedKey('reading files from a URL is not supported yet: use the http scraper'),
  icon: ignoredKey(),
}).transform(({ paths, ignore, format, url: _url, icon: _icon, ...base }): FileScraperSpec => ({
  ...base,
  paths: paths.map((glob) => glob.text),
  patterns: paths.map((glob) => glob.pattern),
  ignore: (ignore ?? []).map((glob) => glob.pattern),
  format: FORMATS.find((known) => known === format?.toLowerCase()),
}));
