import Fastify, { type FastifyInstance } from 'fastify';
import { createScraperRuns, type ScraperRuntimeParts } from '#src/catalog/runtime/scraper-runs.factory.ts';
import { scraperRoutes } from '#src/catalog/runtime/scraper.routes.ts';
import { ScraperService } from '#src/catalog/runtime/scraper.service.ts';
import { AccessTokenService } from '#src/auth/tokens/access-token.service.ts';
import { installRequestAuthentication } from '#src/rbac/access.plugin.ts';
import { AuthenticationService } from '#src/rbac/authentication.service.ts';
import { CallerService } from '#src/rbac/caller.service.ts';
import type { TestDb } from '#test/support/test-db.ts';
import { TestSessions } from '#test/access/access-test-app.ts';

/**
 * The scraper routes behind the real authentication and access checks, with the runtime parts a
 * test chooses (a scripted scraper type, a recording ingestion), as the access layer mounts them.
 */
export async function startScraperRoutesApp(db: TestDb, parts: ScraperRuntimeParts): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installRequestAuthentication(app, new AuthenticationService(new TestSessions(), new AccessTokenService(db), new CallerService(db)));
  await app.register(scraperRoutes, { scrapers: new ScraperService(db, createScraperRuns(db, parts).runs) });
  await app.ready();
  return app;
}
