import { readFile } from 'node:fs/promises';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { documentsOf, readSpecFileDocuments, specFileName, specFilesUnder } from '#src/spec/spec-folder.reader.ts';
import { parseScraperSpec, type ScraperTypeLookup } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';

/** One scraper document found in a spec file, ready to be stored. */
export interface FileScraper {
  name: string;
  namespace: string;
  /** The document's `spec`, as written. */
  spec: unknown;
}

/** A file, or a document of a file, that could not be accepted. */
export interface ScraperFileProblem {
  /** The path relative to the folder, with forward slashes. */
  file: string;
  message: string;
  /**
   * The scrapers the file still names (read without validation), kept as they are stored; undefined
   * when even that could not be read.
   */
  names: { name: string; namespace: string }[] | undefined;
}

export interface ScraperFolderContents {
  scrapers: FileScraper[];
  problems: ScraperFileProblem[];
}

/** The name a document still gives, read without validating it. */
function nameOf(value: unknown): { name: string; namespace: string }[] {
  const metadata = isPlainObject(value) && isPlainObject(value.metadata) ? value.metadata : undefined;
  if (!metadata || typeof metadata.name !== 'string') return [];
  return [{ name: metadata.name, namespace: typeof metadata.namespace === 'string' ? metadata.namespace : 'default' }];
}

/** The names a file gives its documents, read without validating them. */
function namesOf(text: string): { name: string; namespace: string }[] | undefined {
  try {
    return documentsOf(text).flatMap(nameOf);
  } catch {
    return undefined;
  }
}

/**
 * Reads every .yaml, .yml and .json file under a folder (subfolders too). A file holds one or more
 * ScrapeConfig documents separated by `---`: each good document is loaded, and each bad one is a
 * problem naming its document and fields (the scraper it names stays as it was). A file that is not
 * YAML or JSON at all is one problem and none of it is applied.
 */
export async function readScraperSpecFolder(folder: string, lookup?: ScraperTypeLookup): Promise<ScraperFolderContents> {
  const scrapers: FileScraper[] = [];
  const problems: ScraperFileProblem[] = [];
  const seen = new Set<string>();
  for (const path of await specFilesUnder(folder)) {
    const file = specFileName(folder, path);
    const text = await readFile(path, 'utf8');
    try {
      const { found, failures } = readSpecFileDocuments(text, 'ScrapeConfig', (raw) => parseScraperSpec(raw, lookup));
      for (const { name, namespace, spec } of found) {
        const key = `${namespace}/${name}`;
        if (seen.has(key)) {
          problems.push({ file, message: `metadata.name: ${key} appears twice`, names: [{ name, namespace }] });
          continue;
        }
        seen.add(key);
        scrapers.push({ name, namespace, spec });
      }
      problems.push(...failures.map((failure) => ({ file, message: failure.message, names: nameOf(failure.value) })));
    } catch (error) {
      problems.push({ file, message: error instanceof Error ? error.message : String(error), names: namesOf(text) });
    }
  }
  return { scrapers, problems };
}
