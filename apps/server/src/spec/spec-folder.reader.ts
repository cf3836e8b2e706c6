import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { parseYamlDocuments } from './yaml-text.ts';
import { SpecError } from './spec-issue.ts';
import type { ResourceMetadata } from './resource-spec-document.ts';

const SPEC_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** Every .yaml, .yml and .json file under a folder, subfolders too, in a stable order. */
export async function specFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SPEC_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A spec file's path relative to its folder, with forward slashes on every platform. */
export function specFileName(folder: string, path: string): string {
  return relative(folder, path).split(sep).join('/');
}

/** The non-empty documents of a file separated by `---`; throws naming the first one that does not parse. */
export function documentsOf(text: string): unknown[] {
  const values: unknown[] = [];
  parseYamlDocuments(text).forEach((document, index) => {
    const error = document.errors[0];
    if (error) throw new Error(`document ${index + 1} is not valid YAML or JSON: ${error.message.split('\n')[0]}`);
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) values.push(value);
  });
  return values;
}

/** A validated whole document from a spec file, with the name and namespace it is stored under. */
export interface NamedSpecDocument<Parsed> {
  parsed: Parsed;
  name: string;
  namespace: string;
  metadata: ResourceMetadata;
  /** The document's `spec`, as written. */
  spec: unknown;
}

export interface SpecDocumentPlace {
  index: number;
  /** Whether the file holds more than one document, so messages say which one. */
  several: boolean;
  /** The resource kind, for the message about a bare spec. */
  kind: string;
}

/**
 * Validates one document of a spec file with `parse` and requires it to be whole and named: a file
 * must say what it defines. Throws an Error whose message names the document when there are several.
 */
export function namedSpecDocument<Parsed extends { metadata?: ResourceMetadata | undefined }>(
  value: unknown,
  place: SpecDocumentPlace,
  parse: (value: unknown) => Parsed,
): NamedSpecDocument<Parsed> {
  const where = place.several ? `document ${place.index + 1}: ` : '';
  let parsed: Parsed;
  try {
    parsed = parse(value);
  } catch (error) {
    throw new Error(`${where}${error instanceof SpecError ? error.message : String(error)}`, { cause: error });
  }
  const metadata = parsed.metadata;
  if (!metadata) throw new Error(`${where}must be a whole ${place.kind} document (apiVersion, kind, metadata, spec)`);
  if (!metadata.name) throw new Error(`${where}metadata.name: name is required`);
  const spec = (value as { spec: unknown }).spec;
  return { parsed, name: metadata.name, namespace: metadata.namespace ?? 'default', metadata, spec };
}

/** A document of a spec file that could not be accepted, and why (naming it when the file has several). */
export interface SpecDocumentFailure {
  index: number;
  message: string;
  /** The document as written, to read the names it still gives. */
  value: unknown;
}

export interface SpecFileDocuments<Parsed> {
  found: NamedSpecDocument<Parsed>[];
  failures: SpecDocumentFailure[];
}

/**
 * Validates every document of a spec file on its own: the good ones are found, each bad one is a
 * failure naming its document and fields, and a second document with the name of an earlier one is
 * a failure too. Throws (the whole file is unusable) only when the text is not YAML or JSON.
 */
export function readSpecFileDocuments<Parsed extends { metadata?: ResourceMetadata | undefined }>(
  text: string,
  kind: string,
  parse: (value: unknown) => Parsed,
): SpecFileDocuments<Parsed> {
  const values = documentsOf(text);
  const several = values.length > 1;
  const found: NamedSpecDocument<Parsed>[] = [];
  const failures: SpecDocumentFailure[] = [];
  const names = new Set<string>();
  values.forEach((value, index) => {
    try {
      const document = namedSpecDocument(value, { index, several, kind }, parse);
      const key = `${document.namespace}/${document.name}`;
      if (names.has(key)) throw new Error(`${several ? `document ${index + 1}: ` : ''}metadata.name: ${key} appears twice`);
      names.add(key);
      found.push(document);
    } catch (error) {
      failures.push({ index, message: error instanceof Error ? error.message : String(error), value });
    }
  });
  return { found, failures };
}
