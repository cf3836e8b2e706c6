import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrator.ts';
import { demoSeeders } from '../demo/demo-seeders.ts';
import { DemoWorkspaceService } from '../demo/demo-workspace.service.ts';
import { FEATURE_MODULES } from '../modules.ts';
import { openWorkspaceDb } from '../server/workspace-db.ts';

/** Creates (or completes) the demo workspace in a new database without starting the server. */
export async function seedDemoCommand(): Promise<void> {
  const config = loadConfig();
  const db = await openWorkspaceDb(config);
  try {
    await migrate(db);
    const outcome = await new DemoWorkspaceService(db, demoSeeders(config, FEATURE_MODULES)).ensure(true);
    if (outcome.status === 'disabled') console.log('This workspace was created without the demo (DEMO=off); nothing seeded');
    else if (outcome.status === 'already-seeded') console.log('The demo workspace is already complete');
    else console.log(`Demo workspace seeded: ${outcome.seeders.join(', ')}`);
  } finally {
    await db.close();
  }
}
