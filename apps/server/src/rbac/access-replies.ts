import { type Action, type Resource, effectiveRoles } from '@vigil/domain';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/auth-contracts.ts';
import type { AccessVerdict } from './access-check.ts';

/** Headers of a 403 naming who was refused what: the person id, the RBAC resource and the action. */
export const RBAC_SUBJECT_HEADER = 'x-rbac-subject';
export const RBAC_OBJECT_HEADER = 'x-rbac-object';
export const RBAC_ACTION_HEADER = 'x-rbac-action';

export function replyUnauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer realm="vigil"').send({ error: 'unauthorized', message });
}

export function forbiddenMessage(caller: Caller | null, resource: Resource, action: Action, reason: Exclude<AccessVerdict, { allowed: true }>['reason']): string {
  const who = caller ? caller.name : 'The caller';
  switch (reason) {
    case 'permission':
      return `${who} may not ${action} ${resource}: a permission denies it`;
    case 'token-scope':
      return `The access token's scope does not allow to ${action} ${resource}`;
    case 'role':
      return `${who} (roles: ${effectiveRoles(caller?.roles ?? []).join(', ')}) may not ${action} ${resource}`;
  }
}

export function setForbiddenHeaders(reply: FastifyReply, caller: Caller | null, resource: Resource, action: Action): void {
  reply.header(RBAC_SUBJECT_HEADER, caller?.personId ?? '').header(RBAC_OBJECT_HEADER, resource).header(RBAC_ACTION_HEADER, action);
}

export function replyForbidden(reply: FastifyReply, caller: Caller | null, resource: Resource, action: Action, reason: Exclude<AccessVerdict, { allowed: true }>['reason']): FastifyReply {
  setForbiddenHeaders(reply, caller, resource, action);
  return reply.code(403).send({ error: 'forbidden', message: forbiddenMessage(caller, resource, action, reason) });
}
