import type { FastifyPluginAsync } from 'fastify';
import { requireAccess } from '../../rbac/require-access.ts';
import { bodyObject } from '../../rbac/service-error.ts';
import type { Db } from '../../db/db.ts';
import { CheckSummaryService } from './check-summary.service.ts';

export interface SummaryRoutesOptions {
  db: Db;
}

type QueryString = Record<string, string | string[] | undefined>;

/** A query string as filters: a repeated parameter keeps its last value. */
function queryFilters(query: QueryString): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
}

/** The health dashboard's native endpoints: the checks summary and a check's chart. */
export const summaryRoutes: FastifyPluginAsync<SummaryRoutesOptions> = async (app, { db }) => {
  const summaries = new CheckSummaryService(db);
  const canReadCanaries = requireAccess('canaries', 'read');

  app.get<{ Querystring: QueryString }>('/api/canary/api/summary', { preHandler: canReadCanaries }, async (request) =>
    summaries.summary(queryFilters(request.query)),
  );

  app.post<{ Querystring: QueryString }>('/api/canary/api/summary', { preHandler: canReadCanaries }, async (request) => {
    const body = request.body === undefined || request.body === null || request.body === '' ? {} : bodyObject(request.body);
    return summaries.summary({ ...queryFilters(request.query), ...body });
  });

  app.get<{ Querystring: QueryString }>('/api/canary/api/graph', { preHandler: canReadCanaries }, async (request) => {
    const { check, start, end } = queryFilters(request.query) as Record<string, string | undefined>;
    return summaries.graph({ check, start, end });
  });
};
