import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireAccess } from '../../rbac/require-access.ts';
import { bodyObject } from '../../rbac/service-error.ts';
import { CatalogChangesService } from '../changes/catalog-changes.service.ts';
import { ConfigSummaryService } from './config-summary.service.ts';

export interface CatalogRoutesOptions {
  db: Db;
}

function requestBody(body: unknown): Record<string, unknown> {
  return body === undefined || body === null || body === '' ? {} : bodyObject(body);
}

/** The catalog's native endpoints, readable by whoever may read the catalog relations. */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, { db }) => {
  const summaries = new ConfigSummaryService(db);
  const changes = new CatalogChangesService(db);
  const canReadCatalog = requireAccess('database', 'read');

  app.post('/api/catalog/summary', { preHandler: canReadCatalog }, async (request) => summaries.summary(requestBody(request.body)));
  app.post('/api/catalog/changes', { preHandler: canReadCatalog }, async (request) => changes.page(requestBody(request.body)));
};
