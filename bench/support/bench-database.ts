import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/db/db.ts';
import { migrate } from '../../apps/server/src/db/migrator.ts';
import { openPgliteDb } from '../../apps/server/src/db/pglite.db.ts';
import { openPostgresDb } from '../../apps/server/src/db/postgres.db.ts';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';

export interface BenchDatabase {
  db: Db;
  close(): Promise<void>;
}

/** A migrated database of the given kind, on disk like production: a temp folder, or a throwaway cluster. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
    const db = await openPgliteDb(dir);
    await migrate(db);
    return {
      db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const cluster = await startPostgresCluster();
  const admin = await openPostgresDb({ connectionString: cluster.url() });
  await admin.query('CREATE DATABASE bench');
  await admin.close();
  const db = await openPostgresDb({ connectionString: cluster.url('bench'), maxConnections: 10 });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      cluster.stop();
    },
  };
}

/** `count` configuration items spread over a few types, with labels and a small config document. */
export async function seedConfigItems(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO config_items (config_class, type, name, external_id, config, labels, tags, health, status)
     SELECT 'Deployment',
            (ARRAY['Kubernetes::Deployment','Kubernetes::Pod','AWS::EC2::Instance','Kubernetes::Service'])[1 + g % 4],
            'item-' || lpad(g::text, 6, '0'),
            ARRAY['bench/' || g],
            jsonb_build_object('spec', jsonb_build_object('replicas', g % 5, 'image', 'app:' || (g % 50))),
            jsonb_build_object('env', (ARRAY['prod','staging','dev'])[1 + g % 3], 'team', 'team-' || (g % 20)),
            jsonb_build_object('cluster', 'cluster-' || (g % 4)),
            (ARRAY['healthy','warning','unhealthy'])[1 + g % 3],
            'Running'
     FROM generate_series(1, $1::int) AS g`,
    [count],
  );
  await db.exec('ANALYZE config_items');
}
