import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { topologyTemplates } from './topology-templates.ts';

/** `GET /api/topology/templates`: the built-in topology specs a user may start from. */
export const topologyTemplateRoutes: FastifyPluginAsync = async (plugin) => {
  withRouteSchemas(plugin).get(
    '/api/topology/templates',
    { schema: { summary: 'The built-in topology templates (name, description, spec) to start a topology from' }, preValidation: requireAccess('topologies', 'read') },
    async () => topologyTemplates(),
  );
};
