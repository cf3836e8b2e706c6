import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '../http/route-schema.ts';
import type { HealthCheckService } from './health-check.service.ts';
import { requireRunNowAccess } from '../rbac/run-now-access.ts';

export interface HealthRoutesOptions {
  health: HealthCheckService;
}

const checkIdParams = z.object({ id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a check id: a check id is a uuid` }) });

/** Native health endpoints under /api/canary. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (plugin, { health }) => {
  withRouteSchemas(plugin).post(
    '/api/canary/run/check/:id',
    { schema: { summary: 'Run one check now and record its result', params: checkIdParams }, preValidation: requireRunNowAccess('canaries') },
    async (request) => {
      const { name, status } = await health.runCheckNow(request.params.id);
      return { message: `Check ${name} ran: ${status.status ? 'healthy' : 'unhealthy'}`, payload: status };
    },
  );
};
