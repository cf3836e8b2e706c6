import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parseCanarySpec } from '../spec/parse-canary-spec.ts';
import { SpecError } from '../spec/spec-issue.ts';

const SPEC_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** One canary document found in a spec file, ready to be stored. */
export interface FileCanary {
  /** `file:<path relative to the folder>`, with forward slashes. */
  source: string;
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  /** The document's `spec`, as written. */
  spec: unknown;
}

/** A file that could not be accepted; none of its documents are applied. */
export interface FileProblem {
  source: string;
  message: string;
}

export interface SpecFolderContents {
  canaries: FileCanary[];
  problems: FileProblem[];
}

async function specFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SPEC_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function documentsOf(text: string): unknown[] {
  const documents = parseAllDocuments(text);
  const list = Array.isArray(documents) ? documents : [documents];
  const values: unknown[] = [];
  list.forEach((document, index) => {
    const error = document.errors[0];
    if (error) throw new Error(`document ${index + 1} is not valid YAML or JSON: ${error.message.split('\n')[0]}`);
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) values.push(value);
  });
  return values;
}

function canaryOf(value: unknown, source: string, index: number, several: boolean): FileCanary {
  const where = several ? `document ${index + 1}: ` : '';
  let parsed: ReturnType<typeof parseCanarySpec>;
  try {
    parsed = parseCanarySpec(value);
  } catch (error) {
    throw new Error(`${where}${error instanceof SpecError ? error.message : String(error)}`, { cause: error });
  }
  if (!parsed.metadata) throw new Error(`${where}must be a whole Canary document (apiVersion, kind, metadata, spec)`);
  if (!parsed.metadata.name) throw new Error(`${where}metadata.name: name is required`);
  const spec = (value as { spec: unknown }).spec;
  const labels = parsed.metadata.labels && Object.keys(parsed.metadata.labels).length > 0 ? parsed.metadata.labels : null;
  return { source, name: parsed.metadata.name, namespace: parsed.metadata.namespace ?? 'default', labels, spec };
}

/**
 * Reads every .yaml, .yml and .json file under a folder (subfolders too). A file holds one or
 * more Canary documents separated by `---`; a file with any bad document is reported as a whole
 * and none of it is applied, so a half-valid file never half-replaces what it described before.
 */
export async function readCanarySpecFolder(folder: string): Promise<SpecFolderContents> {
  const canaries: FileCanary[] = [];
  const problems: FileProblem[] = [];
  for (const file of await specFilesUnder(folder)) {
    const source = `file:${relative(folder, file).split(sep).join('/')}`;
    try {
      const values = documentsOf(await readFile(file, 'utf8'));
      const found = values.map((value, index) => canaryOf(value, source, index, values.length > 1));
      const keys = new Set<string>();
      for (const canary of found) {
        const key = `${canary.namespace}/${canary.name}`;
        if (keys.has(key)) throw new Error(`metadata.name: ${key} appears twice`);
        keys.add(key);
      }
      canaries.push(...found);
    } catch (error) {
      problems.push({ source, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { canaries, problems };
}
