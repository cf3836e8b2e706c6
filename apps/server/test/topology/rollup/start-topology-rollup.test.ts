import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import type { RunContext } from '#src/modules/feature-module.ts';
import { startTopologyRollup } from '#src/topology/rollup/start-topology-rollup.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { insertCheckFor, insertComponent, insertConfigFor, insertTopology, rollupOf } from './topology-fixtures.ts';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined };

describe(`the topology roll-up worker (${testDbKind})`, () => {
  let db: TestDb;
  let context: RunContext;

  beforeAll(async () => {
    db = await createTestDb();
    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', ...(db.url ? { DATABASE_URL: db.url } : {}) });
    context = { db, config, logger: quiet as unknown as RunContext['logger'], scripts: undefined as never };
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Reads the component until it has the status (the worker runs on its own). */
  async function settledStatus(componentId: string, status: string): Promise<string> {
    const giveUpAt = Date.now() + 15_000;
    let current = (await rollupOf(db, componentId)).status;
    while (current !== status && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      current = (await rollupOf(db, componentId)).status;
    }
    return current;
  }

  it('computes new components and, woken by the marks, follows check results and config health', async () => {
    const topologyId = await insertTopology(db);
    const root = await insertComponent(db, { name: 'platform', topologyId });
    const api = await insertComponent(db, { name: 'api', topologyId, parentId: root });
    const check = await insertCheckFor(db, api, 'healthy');
    const config = await insertConfigFor(db, api, 'healthy');
    // Polling once a minute: what follows the first pass comes from the triggers' wake-ups.
    const worker = startTopologyRollup(context, 60_000);
    try {
      expect(await worker.listening).toBe(true);
      expect(await settledStatus(root, 'healthy')).toBe('healthy');

      await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check]);
      expect(await settledStatus(root, 'warning')).toBe('warning');
      expect((await rollupOf(db, api)).summary).toMatchObject({ checks: { unhealthy: 1 } });

      await db.query("UPDATE config_items SET health = 'unhealthy' WHERE id = $1", [config]);
      expect(await settledStatus(root, 'unhealthy')).toBe('unhealthy');
    } finally {
      await worker.stop();
    }
  });
});
