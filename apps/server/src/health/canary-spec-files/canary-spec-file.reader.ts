import { readFile } from 'node:fs/promises';
import { documentsOf, namedSpecDocument, specFileName, specFilesUnder } from '#src/spec/spec-folder.reader.ts';
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

/** A file that could not be accepted; none of its documents are applied. */
export interface FileProblem {
  source: string;
  message: string;
}

export interface SpecFolderContents {
  canaries: FileCanary[];
  problems: FileProblem[];
}

function canaryOf(value: unknown, source: string, index: number, several: boolean): FileCanary {
  const { name, namespace, metadata, spec } = namedSpecDocument(value, { index, several, kind: 'Canary' }, parseCanarySpec);
  const labels = metadata.labels && Object.keys(metadata.labels).length > 0 ? metadata.labels : null;
  return { source, name, namespace, labels, spec };
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
    const source = `file:${specFileName(folder, file)}`;
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
