import { chmodSync, existsSync, statSync } from 'node:fs';
import type { ScriptRunner } from './script-runner.ts';

/**
 * The data folder holds the embedded database, password hashes included. When scripts run as
 * another account, that account must not read it: the folder is made the server's alone (0700),
 * as PostgreSQL requires of its own data folder.
 */
export function closeDataDirToScripts(dataDir: string, scripts: ScriptRunner): void {
  if (!scripts.enabled || !scripts.runsAs || !existsSync(dataDir)) return;
  const { mode } = statSync(dataDir);
  if ((mode & 0o077) !== 0) chmodSync(dataDir, mode & 0o700);
}
