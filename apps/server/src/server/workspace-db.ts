import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * The workspace's database as configured: PostgreSQL, or the embedded database locked to this
 * process. `close()` closes it and releases the lock.
 */
export async function openWorkspaceDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
