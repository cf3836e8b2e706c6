import { stat } from 'node:fs/promises';
import { ConfigError } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import type { ScraperTypeLookup } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';
import { FileScraperRepository } from './file-scraper.repository.ts';
import { readScraperSpecFolder, type ScraperFileProblem } from './scraper-spec-file.reader.ts';

export interface ScraperSpecFilesLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface ScraperSpecFilesOutcome {
  /** Scrapers found in valid files. */
  loaded: number;
  /** Of those, the ones created or changed. */
  changed: number;
  /** File scrapers no file names any more, soft-deleted. */
  deleted: number;
  problems: ScraperFileProblem[];
}

/**
 * Makes the file scrapers (source `ConfigFile`) match the spec files: each document becomes a
 * scraper. A document that fails validation is logged with its file, its index (when the file has
 * several) and the fields at fault and skipped: the scraper it names stays as it was, and the good
 * documents beside it and the other files still load. Scrapers no
 * file names are soft-deleted, unless a file too broken to read its names leaves that unknown.
 * A missing folder is a configuration error that stops the start.
 */
export async function applyScraperSpecFiles(db: Db, folder: string, logger: ScraperSpecFilesLogger, lookup?: ScraperTypeLookup): Promise<ScraperSpecFilesOutcome> {
  const folderStat = await stat(folder).catch(() => undefined);
  if (!folderStat) throw new ConfigError('SCRAPERS_DIR', `does not exist: ${folder}`);
  if (!folderStat.isDirectory()) throw new ConfigError('SCRAPERS_DIR', `is not a folder: ${folder}`);

  const { scrapers, problems } = await readScraperSpecFolder(folder, lookup);
  for (const problem of problems) logger.error(`Scraper spec file ${problem.file} was not loaded: ${problem.message}`);
  const namesKnown = problems.every((problem) => problem.names !== undefined);

  const { changed, deleted } = await db.transaction(async (tx) => {
    const repository = new FileScraperRepository(tx);
    let changedCount = 0;
    for (const scraper of scrapers) if (await repository.upsert(scraper)) changedCount += 1;
    const untouched = problems.flatMap((problem) => problem.names ?? []);
    const deletedCount = namesKnown ? await repository.deleteOthers([...scrapers, ...untouched]) : 0;
    return { changed: changedCount, deleted: deletedCount };
  });
  logger.info(`Scraper spec files: ${scrapers.length} loaded (${changed} changed), ${deleted} removed, ${problems.length} not loaded (bad file or document)`);
  return { loaded: scrapers.length, changed, deleted, problems };
}
