import type { FastifyPluginAsync } from 'fastify';
import { badRequest, isUuid } from '../rbac/service-error.ts';
import type { HealthCheckService } from './health-check.service.ts';
import { requireRunCheckAccess } from './run-check-access.ts';

export interface HealthRoutesOptions {
  health: HealthCheckService;
}

/** Native health endpoints under /api/canary. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { health }) => {
  app.post<{ Params: { id: string } }>('/api/canary/run/check/:id', { preHandler: requireRunCheckAccess }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw badRequest(`'${id}' is not a check id: a check id is a uuid`);
    const { name, status } = await health.runCheckNow(id);
    return { message: `Check ${name} ran: ${status.status ? 'healthy' : 'unhealthy'}`, payload: status };
  });
};
