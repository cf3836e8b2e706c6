import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrator.ts';
import { openDb } from '../db/open-db.ts';
import { lockDataDir } from '../server/data-dir-lock.ts';

/** Applies pending migrations and exits: for deployments that migrate before rolling out replicas. */
export async function migrateCommand(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await db.close();
    unlock();
  }
}
