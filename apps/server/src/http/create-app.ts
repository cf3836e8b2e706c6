import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { dataApiPlugin } from '../rest/data-api.plugin.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { SERVER_VERSION } from '../version.ts';
import { requestLogController } from './request-log-controller.ts';
import { registerWebAssets } from './web-assets.plugin.ts';

export interface AppDependencies {
  config: Pick<AppConfig, 'logLevel'>;
  dataApi: DataApi;
  /** Folder of the built web app; undefined serves the API only. */
  webDir?: string | undefined;
}

/** The product's HTTP surface: native endpoints, the data API under /api/db, and the web app. */
export async function createApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    logController: requestLogController(deps.config.logLevel),
    // Requests still running at shutdown are finished; new ones are refused.
    forceCloseConnections: 'idle',
    bodyLimit: 16 * 1024 * 1024,
  });

  app.get('/api/about', async () => ({ Version: SERVER_VERSION }));
  await app.register(dataApiPlugin, { prefix: '/api/db', engine: deps.dataApi });

  if (deps.webDir) {
    await registerWebAssets(app, deps.webDir);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'not found', message: `no route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}
