import type { ScraperRunResponse } from '@vigil/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { checkAccess } from '#src/rbac/access-check.ts';
import { replyForbidden } from '#src/rbac/access-replies.ts';
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

const scraperIdParams = z.object({ id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a scraper id: a scraper id is a uuid` }) });

/** Native scraper endpoints under /api/config. */
export const scraperRoutes: FastifyPluginAsync<ScraperRoutesOptions> = async (plugin, { scrapers }) => {
  const app = withRouteSchemas(plugin);
  app.post('/api/config/run/:id', { schema: { summary: 'Run one scraper now (Run Now)', params: scraperIdParams }, preValidation: requireScraperWrite }, async (request): Promise<ScraperRunResponse> => {
    const { name, outcome } = await scrapers.runNow(request.params.id);
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
