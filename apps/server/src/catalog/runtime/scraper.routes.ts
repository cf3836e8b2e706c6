import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../../rbac/access-check.ts';
import { replyForbidden } from '../../rbac/access-replies.ts';
import { badRequest, isUuid } from '../../rbac/service-error.ts';
import type { ScraperService } from './scraper.service.ts';

export interface ScraperRoutesOptions {
  scrapers: ScraperService;
}

/** Run Now needs write access to scrapers; a refusal names config_scrapers/write. */
async function requireScraperWrite(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const verdict = checkAccess(request, 'config_scrapers', 'write');
  if (verdict.allowed) return undefined;
  return replyForbidden(reply, request.caller, 'config_scrapers', 'write', verdict.reason);
}

/** Native scraper endpoints under /api/config. */
export const scraperRoutes: FastifyPluginAsync<ScraperRoutesOptions> = async (app, { scrapers }) => {
  app.post<{ Params: { id: string } }>('/api/config/run/:id', { preHandler: requireScraperWrite }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw badRequest(`'${id}' is not a scraper id: a scraper id is a uuid`);
    const { name, outcome } = await scrapers.runNow(id);
    return {
      message: `Scraper ${name} ran: ${outcome.status}`,
      payload: {
        id: outcome.jobId,
        status: outcome.status,
        success_count: outcome.successCount,
        error_count: outcome.errorCount,
        duration_millis: outcome.durationMillis,
        errors: outcome.errors,
        scrape_summary: outcome.summary ?? null,
      },
    };
  });
};
