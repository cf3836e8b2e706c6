import { type Action, type Resource, decideAccess } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { scopeAllows } from '../auth/tokens/token-scope.ts';

export type AccessVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'role' | 'permission' | 'token-scope' };

/** Whether the request's caller may take the action on the resource: roles, permissions, then the token's scope. */
export function checkAccess(request: FastifyRequest, resource: Resource, action: Action): AccessVerdict {
  const caller = request.caller;
  if (!caller) return { allowed: false, reason: 'role' };
  const decision = decideAccess(caller.roles, caller.permissions, resource, action);
  if (!decision.allowed) return { allowed: false, reason: decision.by };
  if (!scopeAllows(request.tokenScope, resource, action)) return { allowed: false, reason: 'token-scope' };
  return { allowed: true };
}
