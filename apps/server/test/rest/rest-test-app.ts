import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { dataApiPlugin } from '#src/rest/data-api.plugin.ts';
import { createRestEngine, type RestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const fixture = readFileSync(new URL('./fixtures/library.sql', import.meta.url), 'utf8');

export interface RestTestApp {
  db: TestDb;
  engine: RestEngine;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** An empty database with the library fixture, the engine over it, and the plugin under /api/db. */
export async function startRestTestApp(schemas: string[] = ['lib'], maxRows?: number): Promise<RestTestApp> {
  const db = await createTestDb({ migrated: false });
  await db.exec(fixture);
  const engine = await createRestEngine(db, { schemas, ...(maxRows !== undefined ? { maxRows } : {}) });
  const app = Fastify();
  await app.register(dataApiPlugin, { engine, prefix: '/api/db' });
  await app.ready();
  return {
    db, engine, app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
