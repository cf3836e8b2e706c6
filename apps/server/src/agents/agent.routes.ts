import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '../http/route-schema.ts';
import { callerOf } from '../rbac/request-caller.ts';
import { requireAccess } from '../rbac/require-access.ts';
import { generateAgentBody } from './agent-input.ts';
import type { AgentService } from './agent.service.ts';

export interface AgentRoutesOptions {
  agents: AgentService;
}

/**
 * POST /api/agent/generate registers an agent. Updates and (soft) deletes go through
 * /api/db/agents, where triggers clean up after an agent deleted with cleanup.
 */
export const agentRoutes: FastifyPluginAsync<AgentRoutesOptions> = async (plugin, { agents }) => {
  withRouteSchemas(plugin).post(
    '/api/agent/generate',
    { schema: { summary: 'Register an agent and create its access token', body: generateAgentBody, successStatus: 201 }, preValidation: requireAccess('agents', 'write') },
    async (request, reply) => {
      const agent = await agents.generate(request.body, callerOf(request));
      return reply.code(201).send(agent);
    },
  );
};
