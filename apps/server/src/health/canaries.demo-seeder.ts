import { EMBEDDED_DATABASE_REFERENCE } from '../connections/embedded-database-reference.ts';
import { DEMO_CATALOG_NAMES } from '../demo/demo-catalog-names.ts';
import type { DemoSeeder } from '../demo/demo-seeder.ts';

/** The namespace the demo canaries live in. */
export const DEMO_CANARY_NAMESPACE = 'demo';

/** A port nothing listens on in a normal setup: the discard service, for the check that fails on purpose. */
const CLOSED_PORT = 9;

const DEMO_SCHEDULE = '@every 30s';

/** The catalog item the demo's sql scraper makes of the canary named `canary`. */
const canaryItem = (canary: string) => ({ type: { value: DEMO_CATALOG_NAMES.canaryItemType }, name: { value: canary } });

/** Links every check of a canary to the canary's own catalog item, and to what `more` selects. */
function linkedToCatalog(canary: { name: string; spec: Record<string, unknown> }, more: Record<string, unknown>[] = []) {
  const checks = Object.entries(canary.spec).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.map((check: Record<string, unknown>) => ({ ...check, relationships: { configs: [canaryItem(canary.name), ...more] } })) : value,
  ]);
  return { name: canary.name, spec: Object.fromEntries(checks) as Record<string, unknown> };
}

/**
 * The demo canaries, checking things that exist wherever the server runs. The server's own checks
 * name it `$(server.url)` / `$(server.address)`, resolved when they run, so they follow HOST and PORT.
 * Every check is linked to its canary's item in the catalog, and the cluster's check to the
 * cluster's services, so the catalog's Checks tabs show them once the demo's scrapers have run.
 */
export function demoCanaries(): { name: string; spec: Record<string, unknown> }[] {
  return [...serverCanaries().map((canary) => linkedToCatalog(canary)), linkedToCatalog(clusterCanary(), [{ type: { value: DEMO_CATALOG_NAMES.serviceItemType } }])];
}

/** The recorded Kubernetes cluster the catalog's demo serves, through the connection it points at it. */
function clusterCanary(): { name: string; spec: Record<string, unknown> } {
  const { clusterConnectionNamespace, clusterConnectionName } = DEMO_CATALOG_NAMES;
  return {
    name: 'demo-cluster',
    spec: {
      schedule: DEMO_SCHEDULE,
      kubernetes: [{
        name: 'cluster services',
        description: 'The services of the demo cluster are there',
        kind: 'Service',
        connection: `connection://${clusterConnectionNamespace}/${clusterConnectionName}`,
      }],
    },
  };
}

/** The canaries of things on the server's machine and of the server itself. */
function serverCanaries(): { name: string; spec: Record<string, unknown> }[] {
  const schedule = DEMO_SCHEDULE;
  return [
    {
      name: 'vigil-server',
      spec: {
        schedule,
        http: [{
          name: 'liveness endpoint',
          description: "This server's own GET /healthz answers 200 with status ok",
          url: '$(server.url)/healthz',
          responseCodes: [200],
          test: { expr: "json.status == 'ok'" },
        }],
        tcp: [{
          name: 'server port',
          description: 'The port this server listens on accepts connections',
          endpoint: '$(server.address)',
        }],
      },
    },
    {
      name: 'local-machine',
      spec: {
        schedule,
        exec: [{
          name: 'shell script',
          description: 'A shell script runs on the server machine and prints ok',
          script: 'echo ok',
          test: { expr: "stdout.trim() == 'ok'" },
        }],
        dns: [{
          name: 'localhost name',
          description: 'The machine resolves localhost through its own resolver',
          query: 'localhost',
          querytype: 'A',
          minrecords: 1,
        }],
      },
    },
    {
      name: 'vigil-database',
      spec: {
        schedule,
        postgres: [{
          name: 'canaries query',
          description: "A SQL query on this server's own database finds the demo canaries",
          connection: EMBEDDED_DATABASE_REFERENCE,
          query: `SELECT name FROM canaries WHERE namespace = '${DEMO_CANARY_NAMESPACE}' AND deleted_at IS NULL`,
          results: 1,
        }],
      },
    },
    {
      name: 'fails-on-purpose',
      spec: {
        schedule,
        tcp: [{
          name: 'closed port',
          description: 'Fails on purpose: nothing listens on this port, so the health page shows an unhealthy check too',
          endpoint: `127.0.0.1:${CLOSED_PORT}`,
          timeout: 5,
        }],
      },
    },
  ];
}

/**
 * Demo canaries in the `demo` namespace, with no source so they can be edited like any canary
 * created in the product.
 */
export function canariesDemoSeeder(): DemoSeeder {
  return {
    name: 'canaries',
    async seed(tx) {
      for (const canary of demoCanaries()) {
        await tx.query('INSERT INTO canaries (name, namespace, spec) VALUES ($1, $2, $3::jsonb)', [canary.name, DEMO_CANARY_NAMESPACE, JSON.stringify(canary.spec)]);
      }
    },
  };
}
