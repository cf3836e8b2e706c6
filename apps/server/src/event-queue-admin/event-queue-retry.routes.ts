import { effectiveRoles } from '@vigil/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { withRouteSchemas } from '../http/route-schema.ts';
import { setForbiddenHeaders } from '../rbac/access-replies.ts';
import { requireAccess } from '../rbac/require-access.ts';
import { retryEventsBody } from './event-queue-retry-input.ts';
import type { EventQueueRetryService } from './event-queue-retry.service.ts';

export interface EventQueueRetryRoutesOptions {
  events: EventQueueRetryService;
}

const mayWriteDatabase = requireAccess('database', 'write');

/** Retrying events runs every handler of them again (mail, tickets, playbooks): administrators only. */
async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const refused = await mayWriteDatabase(request, reply);
  if (refused) return refused;
  if (effectiveRoles(request.caller?.roles ?? []).includes('admin')) return undefined;
  setForbiddenHeaders(reply, request.caller, 'database', 'write');
  return reply.code(403).send({ error: 'forbidden', message: 'Only an administrator may retry failed events' });
}

/** POST /api/event-queue/retry: every failed event of a name is due again now; answers how many. */
export const eventQueueRetryRoutes: FastifyPluginAsync<EventQueueRetryRoutesOptions> = async (plugin, { events }) => {
  withRouteSchemas(plugin).post(
    '/api/event-queue/retry',
    { schema: { summary: 'Retry every failed event of a name', body: retryEventsBody }, preValidation: requireAdmin },
    async (request) => events.retry(request.body.name),
  );
};
