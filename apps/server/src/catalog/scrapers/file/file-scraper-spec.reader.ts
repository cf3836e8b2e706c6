import { SpecReader } from '../../../health/spec/spec-reader.ts';
import type { SpecIssue } from '../../../health/spec/spec-issue.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import type { FileFormat } from './file-documents.reader.ts';
import { compileGlob, type GlobPattern } from './glob-pattern.ts';
import { readScraperEntryBase } from '../base/scraper-entry-base.reader.ts';

/** A `file` entry of a scraper spec after validation. */
export interface FileScraperSpec extends BaseScraperSpec {
  /** Globs as written: relative to the server's working folder, or absolute. */
  paths: string[];
  patterns: GlobPattern[];
  /** Globs of files to leave out. */
  ignore: GlobPattern[];
  /** Forces how every file is read; by default from its extension (.yaml/.yml, .json, else text). */
  format?: FileFormat | undefined;
}

const FORMATS: readonly FileFormat[] = ['yaml', 'json', 'text'];

function readGlobs(reader: SpecReader, key: string, cwd: string): { texts: string[]; patterns: GlobPattern[] } {
  const list = reader.list(key) ?? [];
  const texts: string[] = [];
  const patterns: GlobPattern[] = [];
  list.forEach((entry: unknown, index) => {
    const path = `${reader.fieldPath(key)}[${index}]`;
    if (typeof entry !== 'string') {
      reader.issues.push({ path, message: 'must be a string' });
      return;
    }
    try {
      patterns.push(compileGlob(entry, cwd));
      texts.push(entry);
    } catch (error) {
      reader.issues.push({ path, message: `not a usable glob: ${(error as Error).message}` });
    }
  });
  return { texts, patterns };
}

export function parseFileScraperSpec(raw: unknown, path: string, cwd: string): { spec: FileScraperSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const base = readScraperEntryBase(reader);
  const paths = readGlobs(reader, 'paths', cwd);
  if (!reader.has('paths')) reader.issue('paths', 'paths is required');
  else if (paths.texts.length === 0 && reader.issues.length === 0) reader.issue('paths', 'paths needs at least one glob');
  const ignore = readGlobs(reader, 'ignore', cwd);
  const formatText = reader.string('format')?.toLowerCase();
  const format = FORMATS.find((f) => f === formatText);
  if (formatText !== undefined && format === undefined) reader.issue('format', `must be one of ${FORMATS.join(', ')}`);
  if (reader.has('url')) reader.issue('url', 'reading files from a URL is not supported yet: use the http scraper');
  reader.ignore('url', 'icon');
  reader.finish();
  if (reader.issues.length > 0) return { issues: reader.issues };
  return { spec: { ...base, paths: paths.texts, patterns: paths.patterns, ignore: ignore.patterns, format } };
}
