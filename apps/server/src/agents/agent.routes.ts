import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../rbac/request-caller.ts';
import { requireAccess } from '../rbac/require-access.ts';
import { readGenerateAgent } from './agent-input.ts';
import type { AgentService } from './agent.service.ts';

export interface AgentRoutesOptions {
  agents: AgentService;
}

/**
 * POST /api/agent/generate registers an agent. Updates and (soft) deletes go through
 * /api/db/agents, where triggers clean up after an agent deleted with cleanup.
 */
export const agentRoutes: FastifyPluginAsync<AgentRoutesOptions> = async (app, { agents }) => {
  app.post('/api/agent/generate', { preHandler: requireAccess('agents', 'write') }, async (request, reply) => {
    const agent = await agents.generate(readGenerateAgent(request.body), callerOf(request));
    return reply.code(201).send(agent);
  });
};
