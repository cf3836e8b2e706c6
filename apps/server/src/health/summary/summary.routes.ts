import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bodyOrEmpty, withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import type { Db } from '#src/db/db.ts';
import { CheckSummaryService } from './check-summary.service.ts';
import { summaryFilterBody, summaryFilterQuery } from './summary-query.ts';

export interface SummaryRoutesOptions {
  db: Db;
}

const graphQuery = z.object({
  check: z.string().optional().describe('The id of the check to chart'),
  start: z.string().optional().describe('ISO 8601, "now", date math such as "now-1h", or a span such as "1h"; one hour ago by default'),
  end: z.string().optional().describe('As start; now by default'),
});

/** The health dashboard's native endpoints: the checks summary and a check's chart. */
export const summaryRoutes: FastifyPluginAsync<SummaryRoutesOptions> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const summaries = new CheckSummaryService(db);
  const canReadCanaries = requireAccess('canaries', 'read');

  app.get(
    '/api/canary/api/summary',
    { schema: { summary: 'The checks with their status, uptime and latency, filtered (a repeated parameter counts once, the last)', querystring: summaryFilterQuery }, preValidation: canReadCanaries },
    async (request) => summaries.summary(request.query),
  );

  app.post(
    '/api/canary/api/summary',
    { schema: { summary: 'The checks summary with its filters in the body (they win over the query string)', querystring: summaryFilterQuery, body: bodyOrEmpty(summaryFilterBody) }, preValidation: canReadCanaries },
    async (request) => summaries.summary({ ...request.query, ...request.body }),
  );

  app.get(
    '/api/canary/api/graph',
    { schema: { summary: "One check's status buckets, latency percentiles and uptime over a range", querystring: graphQuery }, preValidation: canReadCanaries },
    async (request) => summaries.graph(request.query),
  );
};
