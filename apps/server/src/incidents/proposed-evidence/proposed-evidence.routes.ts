import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#src/db/db.ts';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { proposedEvidenceParams, proposedEvidenceQuery } from './proposed-evidence-query.ts';
import { ProposedEvidenceService } from './proposed-evidence.service.ts';

export interface ProposedEvidenceRoutesOptions {
  db: Db;
}

/** The incident page's proposals: what to attach as evidence, ranked (decision 0040). */
export const proposedEvidenceRoutes: FastifyPluginAsync<ProposedEvidenceRoutesOptions> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const proposals = new ProposedEvidenceService(db);

  app.get(
    '/api/incidents/:id/proposed-evidence',
    {
      schema: {
        summary: "Config changes, insights and check failures near an incident's linked resources before it opened, best first",
        params: proposedEvidenceParams,
        querystring: proposedEvidenceQuery,
      },
      preValidation: requireAccess('incident', 'read'),
    },
    async (request) => proposals.propose(request.params.id, request.query),
  );
};
