import { readFile } from 'node:fs/promises';
import { readSpecFileDocuments, specFileName, specFilesUnder, type NamedSpecDocument } from '#src/spec/spec-folder.reader.ts';
import type { CanarySpec } from '../spec/canary-spec.types.ts';
import { parseCanarySpec } from '../spec/parse-canary-spec.ts';

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

/** A file, or a document of a file, that could not be accepted. */
export interface FileProblem {
  source: string;
  message: string;
}

export interface SpecFolderContents {
  canaries: FileCanary[];
  problems: FileProblem[];
}

function canaryOf(document: NamedSpecDocument<CanarySpec>, source: string): FileCanary {
  const { name, namespace, metadata, spec } = document;
  const labels = metadata.labels && Object.keys(metadata.labels).length > 0 ? metadata.labels : null;
  return { source, name, namespace, labels, spec };
}

/**
 * Reads every .yaml, .yml and .json file under a folder (subfolders too). A file holds one or
 * more Canary documents separated by `---`: each good document is loaded, and each bad one is a
 * problem naming its document and fields (its earlier canary stays as it was). A file that is not
 * YAML or JSON at all is one problem and none of it is applied.
 */
export async function readCanarySpecFolder(folder: string): Promise<SpecFolderContents> {
  const canaries: FileCanary[] = [];
  const problems: FileProblem[] = [];
  for (const file of await specFilesUnder(folder)) {
    const source = `file:${specFileName(folder, file)}`;
    try {
      const { found, failures } = readSpecFileDocuments(await readFile(file, 'utf8'), 'Canary', parseCanarySpec);
      canaries.push(...found.map((document) => canaryOf(document, source)));
      problems.push(...failures.map((failure) => ({ source, message: failure.message })));
    } catch (error) {
      problems.push({ source, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { canaries, problems };
}
