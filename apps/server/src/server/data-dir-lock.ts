import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync, accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is single-process: a second server on the same folder would corrupt it.
 * A pid file guards the folder; a file left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new ConfigError('DATA_DIR', `is not a writable folder: ${dataDir} (${(error as Error).message})`);
  }
  const lockFile = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new ConfigError('DATA_DIR', `is in use by another server (pid ${owner}): ${dataDir}`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new ConfigError('DATA_DIR', `could not be locked: ${dataDir}`);
}
