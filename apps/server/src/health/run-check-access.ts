import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../rbac/access-check.ts';
import { replyForbidden } from '../rbac/access-replies.ts';

/** Roles that may run checks on demand without write access to canaries (spec 001 §6). */
const INCIDENT_ROLES = ['commander', 'responder'];

/**
 * A preHandler for Run Now, which spec 001 §6 grants to admin, editor, responder and commander:
 * whoever may write canaries, and commanders and responders who may read them. Permission denials
 * and an access token's scope apply as everywhere; a refusal names canaries/write.
 */
export async function requireRunCheckAccess(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const write = checkAccess(request, 'canaries', 'write');
  if (write.allowed) return undefined;
  const incidentRole = request.caller?.roles.some((role) => INCIDENT_ROLES.includes(role)) ?? false;
  if (incidentRole && checkAccess(request, 'canaries', 'read').allowed) return undefined;
  return replyForbidden(reply, request.caller, 'canaries', 'write', write.reason);
}
