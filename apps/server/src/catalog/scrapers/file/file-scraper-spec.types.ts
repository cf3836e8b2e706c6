import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import type { FileFormat } from './file-documents.reader.ts';
import type { GlobPattern } from './glob-pattern.ts';

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
