import type { FastifyPluginAsync } from 'fastify';

/**
 * Liveness for load balancers, orchestrators and the demo's own http canary: public, outside /api
 * and the access layer, and it answers nothing about the workspace.
 */
export const healthEndpoint: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
};
