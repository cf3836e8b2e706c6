import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '#src/modules/feature-module.ts';

/** Reading topologies as the established product serves them: `GET /api/canary/api/topology`. */
export const topologyReadRoutes: FastifyPluginAsync<ModuleContext> = async () => {};
