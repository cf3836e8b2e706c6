import type { Action, Resource } from '@vigil/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from './access-check.ts';
import { replyForbidden } from './access-replies.ts';

/**
 * A preHandler for routes behind the access layer: answers 403 (with the X-Rbac-* headers) unless the
 * caller may take the action on the resource.
 */
export function requireAccess(resource: Resource, action: Action) {
  return async function accessGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const verdict = checkAccess(request, resource, action);
    if (!verdict.allowed) return replyForbidden(reply, request.caller, resource, action, verdict.reason);
    return undefined;
  };
}
