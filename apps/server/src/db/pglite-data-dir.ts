import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Runs in the child: argv holds the PGlite entry point, the folder, then the start parameters.
const CREATE_DATA_DIR = `
const [entry, dataDir, ...startParams] = process.argv.slice(1);
const { PGlite } = require(entry);
PGlite.create({ dataDir, startParams })
  .then((pg) => pg.close())
  .catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
`;

/**
 * Creates the embedded database's data folder (PostgreSQL's initdb) when it holds none yet, in a
 * short-lived child process. In the server's own process initdb would run two more PostgreSQL
 * instances beside the server's, and the 600 MiB they touch would stay with the server: the
 * garbage collector frees it late and the C allocator keeps much of what it frees.
 */
export async function createPgliteDataDir(dataDir: string, startParams: readonly string[]): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['-e', CREATE_DATA_DIR, entry, dataDir, ...startParams], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors += chunk));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (exitCode !== 0) {
    throw new Error(`creating the embedded database in ${dataDir} failed (exit code ${exitCode}): ${errors.trim()}`);
  }
}
