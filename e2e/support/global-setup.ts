import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATED_DATA_DIR_VARIABLE, REPO_ROOT, SERVER_MAIN } from './server-process.ts';

/**
 * Runs the built server's `migrate` once into a data folder that every test server on the
 * embedded database starts from (a copy of it), so each start skips creating and migrating the
 * database. What a first start does (the first administrator, the demo workspace) still happens
 * in every test server; the tests that are about creating the database give their own folder.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-e2e-migrated-'));
  const result = spawnSync(process.execPath, [SERVER_MAIN, 'migrate'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migrating the template data folder failed:\n${result.stdout}${result.stderr}`);
  // The test workers start after this and inherit the variable.
  process.env[MIGRATED_DATA_DIR_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
