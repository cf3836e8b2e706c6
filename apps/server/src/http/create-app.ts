import Fastify, { type FastifyInstance } from 'fastify';
import { openCallerChangeBus } from '../auth/caller-changes/open-caller-change-bus.ts';
import { createIdentityModule } from '../auth/identity/identity.module.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { FeatureModule } from '../modules/feature-module.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { healthEndpoint } from './health-endpoint.ts';
import { productApiPlugin } from './product-api.plugin.ts';
import { requestLogController } from './request-log-controller.ts';
import { installNulGuard } from './nul-guard.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { registerWebAssets } from './web-assets.plugin.ts';

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  dataApi: DataApi;
  /** Folder of the built web app; undefined serves the API only. */
  webDir?: string | undefined;
  /** Who may register; undefined: config.registration, else invite. */
  registration?: 'invite' | 'open' | undefined;
  /** The features served; every module of the server by default. */
  modules?: readonly FeatureModule[] | undefined;
}

/** The product's HTTP surface: native endpoints, the data API under /api/db, and the web app. */
export async function createApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    logController: requestLogController(deps.config.logLevel),
    // Requests still running at shutdown are finished; new ones are refused.
    forceCloseConnections: 'idle',
    bodyLimit: 16 * 1024 * 1024,
    // Client address (sign-in throttling) and protocol (Secure cookies) from the proxy's headers.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  });

  // First, so every answer below carries them (the hooks of plugins registered later inherit it).
  installSecurityHeaders(app);
  installNulGuard(app);
  const { config, db, dataApi } = deps;
  // Identity flows are public (they are how a person signs in); everything else under /api is
  // behind the access layer, which authenticates each request and checks the caller's role.
  // Logout, revocation and role changes reach the cached callers of every replica.
  const callerChanges = await openCallerChangeBus(db, config.databaseUrl, app.log);
  app.addHook('onClose', async () => {
    await callerChanges.close();
  });
  const identity = createIdentityModule({
    db,
    config,
    logger: app.log,
    registration: deps.registration ?? config.registration ?? 'invite',
    callerChanges,
  });
  await app.register(identity.plugin, { prefix: '/api/.ory' });
  await app.register(healthEndpoint, { db });
  await app.register(productApiPlugin, { db, config, dataApi, sessions: identity.sessions, directory: identity.directory, callerChanges, modules: deps.modules });

  if (deps.webDir) {
    await registerWebAssets(app, deps.webDir);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'not found', message: `no route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}
