import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AccessTokenCheck, SecondFactorCheck, SessionLookup } from '../auth/auth-contracts.ts';
import type { CallerChangeBus } from '../auth/caller-changes/caller-change-bus.ts';
import type { AppConfig } from '../config.ts';
import { asDbError, type Db, isDatabaseUnavailable } from '../db/db.ts';
import { installOpenApiDocument } from '../http/openapi.routes.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { SERVER_VERSION } from '../version.ts';
import { replyUnauthorized } from './access-replies.ts';
import { AuthenticationService, type Authenticated } from './authentication.service.ts';
import { CallerCache } from './caller-cache.ts';
import { announceCallerDataWrites } from './caller-data-writes.hook.ts';
import { CallerService } from './caller.service.ts';
import { dataApiAccessPlugin, type DataApiWrites } from './data-api-access.plugin.ts';
import './request-caller.ts';
import { SecondFactorGate } from './second-factor-gate.ts';
import { installSameOriginGuard } from './same-origin.guard.ts';
import { errorName, ServiceError } from './service-error.ts';

export interface AccessPluginOptions {
  db: Db;
  config: AppConfig;
  dataApi: DataApi;
  sessions: SessionLookup & SecondFactorCheck;
  /** Finds the person behind an access token. */
  tokens: AccessTokenCheck;
  /** Where logout, revocation and role changes are announced. */
  callerChanges: CallerChangeBus;
  /** The features' native routes, each of which checks the caller's access itself. */
  routes: FastifyPluginAsync;
  /** The features' rules and settings for writes through /api/db. */
  dataApiWrites: DataApiWrites;
}

/** An authenticated caller is reused this long unless configured (CALLER_CACHE_TTL). */
const CALLER_CACHE_TTL_MS = 5_000;
const CALLER_CACHE_ENTRIES = 10_000;

function replyToError(error: FastifyError): { status: number; body: { error: string; message: string } } | undefined {
  if (error instanceof ServiceError) return { status: error.status, body: error.toBody() };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: errorName(503), message: 'The database is unavailable; try again shortly' } };
  const db = asDbError(error);
  if (db?.code === '23505') return { status: 409, body: { error: 'conflict', message: db.detail ?? db.message } };
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return { status, body: { error: errorName(status), message: error.message } };
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No caller needed: the route checks its requests itself (answering 401 on its own terms). */
    public?: boolean;
  }
}

/**
 * Authenticates each request of `app` before any route runs (401 when that fails) and answers
 * errors as JSON: a service error or a 4xx with its reason, a unique violation as 409, an
 * unreachable database as 503, anything else as a 500 whose cause goes to the log.
 */
export function installRequestAuthentication(app: FastifyInstance, authentication: AuthenticationService, secondFactor?: SecondFactorGate): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenScope', null);

  app.addHook('onRequest', async (request, reply) => {
    // A public route (`config: { public: true }`) authenticates its requests itself, e.g. a playbook webhook.
    if (request.routeOptions.config.public === true) return undefined;
    const result = await authentication.authenticate(request.headers);
    if (!result.ok) return (await secondFactor?.replyIfDue(request, reply)) ?? replyUnauthorized(reply, result.message);
    request.caller = result.caller;
    request.tokenScope = result.scope;
    return undefined;
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = replyToError(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal error', message: 'The server could not answer; the cause is in its log' });
  });
}

/**
 * Everything under /api except the identity flows: each request is authenticated (session cookie,
 * X-Session-Token, or an access token as Bearer or Basic token:<value>) before any route runs, and
 * each route checks the caller's access to its resource. Unauthenticated requests get 401.
 */
export const accessPlugin: FastifyPluginAsync<AccessPluginOptions> = async (app, { db, config, dataApi, sessions, tokens, callerChanges, routes, dataApiWrites }) => {
  const callers = new CallerCache<Authenticated>({ ttlMs: config.callerCacheTtlMs ?? CALLER_CACHE_TTL_MS, maxEntries: CALLER_CACHE_ENTRIES });
  const stopListening = callerChanges.subscribe((change) => callers.drop(change));
  app.addHook('onClose', async () => stopListening());
  const authentication = new AuthenticationService(sessions, tokens, new CallerService(db), callers);

  // Before authenticating: a cross-site write is refused without a look at the database.
  installSameOriginGuard(app, config.publicUrl);
  installRequestAuthentication(app, authentication, new SecondFactorGate(sessions, config));
  announceCallerDataWrites(app, callerChanges);

  // First: the document lists the routes registered after it.
  await installOpenApiDocument(app);
  app.get('/api/about', { schema: { summary: 'The server version' } }, async () => ({ Version: SERVER_VERSION }));
  await app.register(routes);
  await app.register(dataApiAccessPlugin, { prefix: '/api/db', dataApi, ...dataApiWrites });
};
