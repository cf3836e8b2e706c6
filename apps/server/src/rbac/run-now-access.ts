import type { Resource } from '@vigil/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from './access-check.ts';
import { replyForbidden } from './access-replies.ts';

/** Roles that may Run Now without write access to the resource (spec 001 §6). */
const INCIDENT_ROLES = ['commander', 'responder'];

/**
 * A preHandler for Run Now, which spec 001 §6 grants to admin, editor, responder and commander:
 * whoever may write the resource, and commanders and responders who may read it. Permission
 * denials and an access token's scope apply as everywhere; a refusal names `<resource>/write`.
 */
export function requireRunNowAccess(resource: Resource) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const write = checkAccess(request, resource, 'write');
    if (write.allowed) return undefined;
    const incidentRole = request.caller?.roles.some((role) => INCIDENT_ROLES.includes(role)) ?? false;
    if (incidentRole && checkAccess(request, resource, 'read').allowed) return undefined;
    return replyForbidden(reply, request.caller, resource, 'write', write.reason);
  };
}
