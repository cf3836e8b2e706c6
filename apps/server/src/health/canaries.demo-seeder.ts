import { loadConfig } from '../config.ts';
import { EMBEDDED_DATABASE_REFERENCE } from '../connections/embedded-database-reference.ts';
import type { DemoSeeder } from '../demo/demo-seeder.ts';

/** Where the server listens, as its own canaries reach it. */
export interface DemoCanaryTarget {
  host: string;
  port: number;
}

/** The namespace the demo canaries live in. */
export const DEMO_CANARY_NAMESPACE = 'demo';

/** A port nothing listens on in a normal setup: the discard service, for the check that fails on purpose. */
const CLOSED_PORT = 9;

/** A wildcard listen address is reached through the loopback interface. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The demo canaries, checking things that exist wherever the server runs. */
export function demoCanaries(target: DemoCanaryTarget): { name: string; spec: Record<string, unknown> }[] {
  const host = reachableHost(target.host);
  const schedule = '@every 30s';
  return [
    {
      name: 'vigil-server',
      spec: {
        schedule,
        http: [{
          name: 'liveness endpoint',
          description: "This server's own GET /healthz answers 200 with status ok",
          url: `http://${host}:${target.port}/healthz`,
          responseCodes: [200],
          test: { expr: "json.status == 'ok'" },
        }],
        tcp: [{
          name: 'server port',
          description: 'The port this server listens on accepts connections',
          endpoint: `${host}:${target.port}`,
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
 * created in the product. They follow the configured HOST and PORT at the time they are seeded.
 */
export function canariesDemoSeeder(target: () => DemoCanaryTarget = () => loadConfig()): DemoSeeder {
  return {
    name: 'canaries',
    async seed(tx) {
      for (const canary of demoCanaries(target())) {
        await tx.query('INSERT INTO canaries (name, namespace, spec) VALUES ($1, $2, $3::jsonb)', [canary.name, DEMO_CANARY_NAMESPACE, JSON.stringify(canary.spec)]);
      }
    },
  };
}
