import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { openPgliteDb } from '#src/db/pglite.db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind: TestDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDb extends Db {
  /** Connection string of this test's database (PostgreSQL only). */
  url?: string;
}

export interface TestDbOptions {
  /** false: an empty database, for tests that bring their own fixture schema. Default true. */
  migrated?: boolean;
}

/**
 * A fresh database for one test file, on the engine TEST_DB names: an in-memory PGlite, or a
 * new database on the run's PostgreSQL cluster cloned from the migrated template.
 * `close()` drops it.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const migrated = options.migrated ?? true;
  if (testDbKind === 'pglite') {
    if (!migrated) return openPgliteDb();
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openPgliteDb(undefined, template);
  }
  const clusterUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDb({ connectionString: clusterUrl, maxConnections: 1 });
  await admin.query(migrated ? `CREATE DATABASE ${name} TEMPLATE vigil_template` : `CREATE DATABASE ${name}`);
  const url = clusterUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = await openPostgresDb({ connectionString: url, maxConnections: 5 });
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
