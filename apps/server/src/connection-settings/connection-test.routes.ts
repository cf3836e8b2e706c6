import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { TEST_NOT_SUPPORTED_MESSAGE, type ConnectionTestService } from './connection-test.service.ts';

export interface ConnectionTestRoutesOptions {
  tests: ConnectionTestService;
}

const params = z.object({ id: z.guid({ error: 'id must be a connection id (a UUID)' }) });

/**
 * POST /api/connection/test/:id tests a stored connection (decision 0067): 200 `{message:"ok"}`;
 * 400 with the service's own explanation; 404 for no such connection; 501 for a type this server
 * cannot test.
 */
export const connectionTestRoutes: FastifyPluginAsync<ConnectionTestRoutesOptions> = async (plugin, { tests }) => {
  withRouteSchemas(plugin).post(
    '/api/connection/test/:id',
    { schema: { summary: 'Test a stored connection against its service', params }, preValidation: requireAccess('connections', 'write') },
    async (request, reply) => {
      const result = await tests.test(request.params.id);
      switch (result.outcome) {
        case 'ok':
          return { message: 'ok' };
        case 'not_found':
          return reply.code(404).send({ error: 'not_found', message: `connection ${request.params.id} was not found` });
        case 'not_supported':
          return reply.code(501).send({ error: 'not_implemented', message: TEST_NOT_SUPPORTED_MESSAGE });
        case 'failed':
          return reply.code(400).send({ error: 'connection_test_failed', message: result.message });
      }
    },
  );
};
