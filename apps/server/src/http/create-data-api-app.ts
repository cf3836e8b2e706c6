import Fastify, { type FastifyInstance } from 'fastify';
import { dataApiPlugin } from '../rest/data-api.plugin.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { requestLogController } from './request-log-controller.ts';

/** Only the data API, at the root, as a stand-alone PostgREST-style server (no authentication). */
export async function createDataApiApp(engine: DataApi, logLevel: string): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    logController: requestLogController(logLevel),
    forceCloseConnections: 'idle',
    bodyLimit: 16 * 1024 * 1024,
  });
  await app.register(dataApiPlugin, { prefix: '/', engine });
  return app;
}
