import { join } from 'node:path';
import { loadConfig } from '#src/config.ts';
import { EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import { DEMO_CATALOG_NAMES } from '#src/demo/demo-catalog-names.ts';
import type { DemoSeeder } from '#src/demo/demo-seeder.ts';
import { SAMPLE_CONFIG_FOLDER } from '#src/demo/sample-configs/sample-config-files.ts';

/** The namespace of the demo's scrapers and of the connection to its recorded cluster. */
export const DEMO_SCRAPER_NAMESPACE = DEMO_CATALOG_NAMES.clusterConnectionNamespace;
/** The connection whose kubeconfig the demo points at its recorded cluster at every start. */
export const DEMO_CLUSTER_CONNECTION = DEMO_CATALOG_NAMES.clusterConnectionName;

/** The demo scrapers: sample files, this server's own database, and the recorded Kubernetes cluster. */
export function demoScrapers(dataDir: string): { name: string; spec: Record<string, unknown> }[] {
  const folder = join(dataDir, SAMPLE_CONFIG_FOLDER);
  return [
    {
      name: 'sample-files',
      spec: {
        schedule: '@every 1m',
        file: [{ type: 'Demo::AppConfig', id: '$.metadata.name', name: '$.metadata.name', paths: [join(folder, '**/*.yaml')] }],
      },
    },
    {
      name: 'vigil-database',
      spec: {
        schedule: '@every 5m',
        sql: [{
          connection: EMBEDDED_DATABASE_REFERENCE,
          query: 'SELECT id::text AS id, name, namespace, spec FROM canaries WHERE deleted_at IS NULL',
          type: DEMO_CATALOG_NAMES.canaryItemType,
          id: '$.id',
          name: '$.name',
        }],
      },
    },
    {
      name: 'demo-cluster',
      spec: {
        schedule: '@every 2m',
        kubernetes: [{ clusterName: 'demo', connection: `connection://${DEMO_SCRAPER_NAMESPACE}/${DEMO_CLUSTER_CONNECTION}` }],
      },
    },
  ];
}

/**
 * Demo scrapers in the `demo` namespace (no source, so they can be edited like any scraper), and the
 * connection the recorded cluster is reached through; the demo fills its kubeconfig at every start.
 */
export function scrapersDemoSeeder(dataDir: () => string = () => loadConfig().dataDir): DemoSeeder {
  return {
    name: 'scrapers',
    async seed(tx) {
      for (const scraper of demoScrapers(dataDir())) {
        await tx.query('INSERT INTO config_scrapers (name, namespace, spec) VALUES ($1, $2, $3::jsonb)', [scraper.name, DEMO_SCRAPER_NAMESPACE, JSON.stringify(scraper.spec)]);
      }
      await tx.query(
        `INSERT INTO connections (name, namespace, type, properties) VALUES ($1, $2, 'kubernetes', '{}'::jsonb)
         ON CONFLICT (name, namespace) DO NOTHING`,
        [DEMO_CLUSTER_CONNECTION, DEMO_SCRAPER_NAMESPACE],
      );
    },
  };
}
