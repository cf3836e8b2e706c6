import { readFile } from 'node:fs/promises';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { documentsOf, namedSpecDocument, specFileName, specFilesUnder } from '#src/spec/spec-folder.reader.ts';
import { parseScraperSpec, type ScraperTypeLookup } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';

/** One scraper document found in a spec file, ready to be stored. */
export interface FileScraper {
  name: string;
  namespace: string;
  /** The document's `spec`, as written. */
  spec: unknown;
}

/** A file that could not be accepted; none of its documents are applied. */
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

function scraperOf(value: unknown, index: number, several: boolean, lookup: ScraperTypeLookup | undefined): FileScraper {
  const { name, namespace, spec } = namedSpecDocument(value, { index, several, kind: 'ScrapeConfig' }, (raw) => parseScraperSpec(raw, lookup));
  return { name, namespace, spec };
}

/** The names a file gives its documents, read without validating them. */
function namesOf(text: string): { name: string; namespace: string }[] | undefined {
  try {
    return documentsOf(text).flatMap((value) => {
      const metadata = isPlainObject(value) && isPlainObject(value.metadata) ? value.metadata : undefined;
      if (!metadata || typeof metadata.name !== 'string') return [];
      return [{ name: metadata.name, namespace: typeof metadata.namespace === 'string' ? metadata.namespace : 'default' }];
    });
  } catch {
    return undefined;
  }
}

/**
 * Reads every .yaml, .yml and .json file under a folder (subfolders too). A file holds one or more
 * ScrapeConfig documents separated by `---`; a file with any bad document is reported as a whole
 * and none of it is applied, so a half-valid file never half-replaces what it described before.
 */
export async function readScraperSpecFolder(folder: string, lookup?: ScraperTypeLookup): Promise<ScraperFolderContents> {
  const scrapers: FileScraper[] = [];
  const problems: ScraperFileProblem[] = [];
  const seen = new Set<string>();
  for (const path of await specFilesUnder(folder)) {
    const file = specFileName(folder, path);
    const text = await readFile(path, 'utf8');
    try {
      const values = documentsOf(text);
      const found = values.map((value, index) => scraperOf(value, index, values.length > 1, lookup));
      for (const scraper of found) {
        const key = `${scraper.namespace}/${scraper.name}`;
        if (seen.has(key)) throw new Error(`metadata.name: ${key} appears twice`);
        seen.add(key);
      }
      scrapers.push(...found);
    } catch (error) {
      problems.push({ file, message: error instanceof Error ? error.message : String(error), names: namesOf(text) });
    }
  }
  return { scrapers, problems };
}
