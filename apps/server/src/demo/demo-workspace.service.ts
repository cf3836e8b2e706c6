import type { Db } from '../db/db.ts';
import { AppStateRepository, type DemoState, type WorkspaceState } from './app-state.repository.ts';
import type { DemoSeeder } from './demo-seeder.ts';

export type DemoOutcome =
  | { status: 'seeded'; seeders: string[] }
  | { status: 'already-seeded' }
  | { status: 'disabled' };

// Any constant: it only has to be the same for every replica.
const DEMO_LOCK_KEY = 72_640_118;

/**
 * The workspace decides once, on its first start, whether it is a demo workspace (DEMO on) or an
 * empty one (DEMO=off); a workspace created empty never receives demo data later. In a demo
 * workspace every seeder not yet recorded runs — so seeders added by a later release reach existing
 * demo workspaces too. All of it happens in one transaction under a lock: replicas starting together
 * seed once, and a start interrupted mid-seed leaves nothing behind and seeds again next time.
 */
export class DemoWorkspaceService {
  constructor(
    private readonly db: Db,
    private readonly seeders: readonly DemoSeeder[],
  ) {}

  ensure(demoWanted: boolean): Promise<DemoOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
      const state = new AppStateRepository(tx);
      const workspace = await state.putIfAbsent<WorkspaceState>('workspace', {
        createdAt: new Date().toISOString(),
        demo: demoWanted,
      });
      if (!workspace.demo) return { status: 'disabled' };
      const demo = (await state.get<DemoState>('demo')) ?? { seeded: [] };
      const pending = this.seeders.filter((s) => !demo.seeded.includes(s.name));
      if (pending.length === 0) return { status: 'already-seeded' };
      for (const seeder of pending) await seeder.seed(tx);
      await state.put<DemoState>('demo', {
        seeded: [...demo.seeded, ...pending.map((s) => s.name)],
        completedAt: new Date().toISOString(),
      });
      return { status: 'seeded', seeders: pending.map((s) => s.name) };
    });
  }
}
