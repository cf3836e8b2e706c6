import { EMBEDDED_DATABASE_REFERENCE } from '../connections/embedded-database-reference.ts';
import type { DemoSeeder } from '../demo/demo-seeder.ts';

/** The namespace the demo canaries live in. */
export const DEMO_CANARY_NAMESPACE = 'demo';

/** A port nothing listens on in a normal setup: the discard service, for the check that fails on purpose. */
const CLOSED_PORT = 9;

/**
 * The demo canaries, checking things that exist wherever the server runs. The server's own checks
 * name it `$(server.url)` / `$(server.address)`, resolved when they run, so they follow HOST and PORT.
 */
export function demoCanaries(): { name: string; spec: Record<string, unknown> }[] {
  const schedule = '@every 30s';
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
