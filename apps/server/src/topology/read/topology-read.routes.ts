import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import type { ModuleContext } from '#src/modules/feature-module.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { topologyQuerySchema } from './topology-query.ts';
import { TopologyReadService } from './topology-read.service.ts';

/** Reading topologies as the established product serves them: `GET /api/canary/api/topology`. */
export const topologyReadRoutes: FastifyPluginAsync<ModuleContext> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const topologies = new TopologyReadService(db);

  app.get(
    '/api/canary/api/topology',
    {
      schema: {
        summary: 'Components nested under their parents with their status and summary, and the statuses, teams, types and labels to filter by',
        querystring: topologyQuerySchema,
      },
      preValidation: requireAccess('topologies', 'read'),
    },
    async (request) => topologies.topology(request.query),
  );
};
