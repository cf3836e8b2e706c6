import { stat } from 'node:fs/promises';
import { ConfigError } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import { readCanarySpecFolder, type FileProblem } from './canary-spec-file.reader.ts';
import { FileCanaryRepository } from './file-canary.repository.ts';

export interface SpecFilesLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface SpecFilesOutcome {
  /** Canaries found in valid files. */
  loaded: number;
  /** Of those, the ones created or changed. */
  changed: number;
  /** Canaries of files no longer present (or no longer listing them), soft-deleted. */
  deleted: number;
  problems: FileProblem[];
}

/**
 * Makes the canaries table match the spec files: each document becomes a canary with source
 * `file:<relative path>`. A document that fails validation is logged with its file, its index and
 * the fields at fault and skipped; the good documents of the same file and the other files still load,
 * so one typo does not stop every check. A file with a problem deletes none of its earlier canaries.
 * A missing folder is a configuration error that stops the start.
 */
export async function applyCanarySpecFiles(db: Db, folder: string, logger: SpecFilesLogger): Promise<SpecFilesOutcome> {
  const folderStat = await stat(folder).catch(() => undefined);
  if (!folderStat) throw new ConfigError('CANARIES_DIR', `does not exist: ${folder}`);
  if (!folderStat.isDirectory()) throw new ConfigError('CANARIES_DIR', `is not a folder: ${folder}`);

  const { canaries, problems } = await readCanarySpecFolder(folder);
  for (const problem of problems) logger.error(`Canary spec file ${problem.source.slice('file:'.length)} was not loaded: ${problem.message}`);

  const { changed, deleted } = await db.transaction(async (tx) => {
    const repository = new FileCanaryRepository(tx);
    let changedCount = 0;
    for (const canary of canaries) if (await repository.upsert(canary)) changedCount += 1;
    const deletedCount = await repository.deleteOthers(canaries, problems.map((p) => p.source));
    return { changed: changedCount, deleted: deletedCount };
  });
  logger.info(`Canary spec files: ${canaries.length} loaded (${changed} changed), ${deleted} removed, ${problems.length} not loaded (bad file or document)`);
  return { loaded: canaries.length, changed, deleted, problems };
}
