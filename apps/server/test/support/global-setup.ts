import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '#src/db/migrator.ts';
import { openPgliteDb } from '#src/db/pglite.db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

export const TEMPLATE_DB = 'vigil_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A dump of a migrated PGlite data folder, so each test file skips the migrations. */
    pgliteTemplate: string;
  }
}

async function preparePgliteTemplate(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-pglite-template-'));
  const db = await openPgliteDb();
  await migrate(db);
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * PGlite: one migrated data folder dumped for the run. PostgreSQL: one throwaway cluster for the run
 * and a migrated template database, from which every test file clones its own in milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DB !== 'postgres') return preparePgliteTemplate(project);
  const cluster = await startPostgresCluster();
  try {
    const admin = await openPostgresDb({ connectionString: cluster.url() });
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.close();
    const template = await openPostgresDb({ connectionString: cluster.url(TEMPLATE_DB) });
    await migrate(template);
    await template.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url());
  return () => cluster.stop();
}
