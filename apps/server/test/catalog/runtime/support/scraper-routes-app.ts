import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createScraperRuns, type ScraperRuntimeParts } from '../../../../src/catalog/runtime/scraper-runs.factory.ts';
import { scraperRoutes } from '../../../../src/catalog/runtime/scraper.routes.ts';
import { ScraperService } from '../../../../src/catalog/runtime/scraper.service.ts';
import { AccessTokenService } from '../../../../src/auth/tokens/access-token.service.ts';
import { AuthenticationService } from '../../../../src/rbac/authentication.service.ts';
import { CallerService } from '../../../../src/rbac/caller.service.ts';
import { replyUnauthorized } from '../../../../src/rbac/access-replies.ts';
import '../../../../src/rbac/request-caller.ts';
import { ServiceError } from '../../../../src/rbac/service-error.ts';
import type { TestDb } from '../../../support/test-db.ts';
import { TestSessions } from '../../../access/access-test-app.ts';

/**
 * The scraper routes behind the real authentication and access checks, with the runtime parts a
 * test chooses (a scripted scraper type, a recording ingestion), as the access layer mounts them.
 */
export async function startScraperRoutesApp(db: TestDb, parts: ScraperRuntimeParts): Promise<FastifyInstance> {
  const authentication = new AuthenticationService(new TestSessions(), new AccessTokenService(db), new CallerService(db));
  const app = Fastify({ logger: false });
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenScope', null);
  app.addHook('onRequest', async (request, reply) => {
    const result = await authentication.authenticate(request.headers);
    if (!result.ok) return replyUnauthorized(reply, result.message);
    request.caller = result.caller;
    request.tokenScope = result.scope;
    return undefined;
  });
  app.setErrorHandler(async (error: FastifyError, _request, reply) => {
    if (error instanceof ServiceError) return reply.code(error.status).send(error.toBody());
    return reply.code(500).send({ error: 'internal error', message: error.message });
  });
  await app.register(scraperRoutes, { scrapers: new ScraperService(db, createScraperRuns(db, parts).runs) });
  await app.ready();
  return app;
}
