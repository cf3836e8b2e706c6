import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseYamlDocuments } from '#src/spec/yaml-text.ts';
import type { RawConfig } from '../base/config-item-extractor.ts';

export type FileFormat = 'yaml' | 'json' | 'text';

/** Larger files are reported instead of read: a configuration file is not a log or a dump. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

function formatOfPath(path: string): FileFormat {
  const extension = extname(path).toLowerCase();
  if (extension === '.yaml' || extension === '.yml') return 'yaml';
  if (extension === '.json') return 'json';
  return 'text';
}

const TYPE_OF_FORMAT: Record<FileFormat, string> = { yaml: 'File::Yaml', json: 'File::Json', text: 'File::Text' };

function parseDocuments(content: string, format: FileFormat): unknown[] {
  if (format === 'json') return [JSON.parse(content) as unknown];
  if (format === 'text') return [content];
  const documents = parseYamlDocuments(content);
  if (!Array.isArray(documents)) return [];
  const failed = documents.find((document) => document.errors.length > 0);
  if (failed) throw new Error(failed.errors[0]?.message ?? 'invalid YAML');
  // A stray `---` at the end of a file leaves an empty document: not an item.
  return documents.map((document) => document.toJS() as unknown).filter((document) => document !== null && document !== undefined);
}

/**
 * Reads one file as configuration documents. Defaults for the spec's base fields: id = the
 * absolute path (`path#n` for the n-th further document of a multi-document YAML file), name =
 * the file name, type = `File::Yaml`, `File::Json` or `File::Text`, class = `File`. Text files
 * are one document holding the content as a string.
 */
export async function readFileDocuments(path: string, format: FileFormat | undefined): Promise<RawConfig[]> {
  const size = (await stat(path)).size;
  if (size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`);
  const used = format ?? formatOfPath(path);
  const documents = parseDocuments(await readFile(path, 'utf8'), used);
  return documents.map((config, index) => ({
    config,
    defaults: { id: index === 0 ? path : `${path}#${index}`, name: basename(path), type: TYPE_OF_FORMAT[used], class: 'File' },
  }));
}
