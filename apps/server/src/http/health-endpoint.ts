import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/db.ts';

export interface HealthEndpointOptions {
  /** The server is healthy only while its database answers. */
  db: Pick<Queryable, 'query'>;
  /** How long the database may take to answer before the server counts as unhealthy. */
  probeTimeoutMs?: number;
}

const DEFAULT_PROBE_TIMEOUT_MS = 2_000;

function databaseAnswers(db: HealthEndpointOptions['db'], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.query('SELECT 1', [], { prepared: true }).then(() => true, () => false);
  return Promise.race([answered, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Liveness for load balancers, orchestrators and the demo's own http canary: public, outside /api
 * and the access layer, and it answers nothing about the workspace. 503 while the database does not
 * answer (stopped, unreachable, or the embedded one closed), so traffic goes elsewhere.
 */
export const healthEndpoint: FastifyPluginAsync<HealthEndpointOptions> = async (app, options) => {
  const timeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  // Concurrent calls share one probe: a burst of health checks costs the database one statement.
  let probe: Promise<boolean> | undefined;
  const healthy = () => (probe ??= databaseAnswers(options.db, timeoutMs).finally(() => {
    probe = undefined;
  }));

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await healthy()) return { status: 'ok' };
    return reply.code(503).send({ status: 'database unavailable' });
  });
};
