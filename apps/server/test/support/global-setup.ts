import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrator.ts';
import { openPostgresDb } from '../../src/db/postgres.db.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

export const TEMPLATE_DB = 'vigil_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * With TEST_DB=postgres: one throwaway cluster for the run and a migrated template database,
 * from which every test file clones its own database in milliseconds.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
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
