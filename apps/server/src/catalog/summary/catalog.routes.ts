import type { FastifyPluginAsync } from 'fastify';
import { bodyOrEmpty, withRouteSchemas } from '#src/http/route-schema.ts';
import type { Db } from '#src/db/db.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { CatalogChangesService } from '../changes/catalog-changes.service.ts';
import { changesRequestBody } from '../changes/changes-request.ts';
import { summaryRequestBody } from './config-summary-request.ts';
import { ConfigSummaryService } from './config-summary.service.ts';

export interface CatalogRoutesOptions {
  db: Db;
}

/** The catalog's native endpoints, readable by whoever may read the catalog relations. */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const summaries = new ConfigSummaryService(db);
  const changes = new CatalogChangesService(db);
  const canReadCatalog = requireAccess('database', 'read');

  app.post(
    '/api/catalog/summary',
    { schema: { summary: 'Catalog items grouped by type, class, tags or labels, with their figures', body: bodyOrEmpty(summaryRequestBody) }, preValidation: canReadCatalog },
    async (request) => summaries.summary(request.body),
  );
  app.post(
    '/api/catalog/changes',
    { schema: { summary: 'A page of catalog changes, filtered and sorted, optionally across related items', body: bodyOrEmpty(changesRequestBody) }, preValidation: canReadCatalog },
    async (request) => changes.page(request.body),
  );
};
