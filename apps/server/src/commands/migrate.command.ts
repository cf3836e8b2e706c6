import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrator.ts';
import { openWorkspaceDb } from '../server/workspace-db.ts';

/** Applies pending migrations and exits: for deployments that migrate before rolling out replicas. */
export async function migrateCommand(): Promise<void> {
  const db = await openWorkspaceDb(loadConfig());
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await db.close();
  }
}
