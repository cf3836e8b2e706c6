import type { Action } from '@vigil/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopeAllows } from '../auth/tokens/token-scope.ts';
import { replyForbidden } from './access-replies.ts';

/**
 * A preHandler for routes where callers manage their own credentials (their access tokens): every
 * signed-in caller may, whatever their roles, so only an access token's scope can refuse (it must
 * allow the action on `auth`). What reaches beyond the caller's own is checked by the service.
 */
export function requireOwnCredentials(action: Action) {
  return async function ownCredentialsGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!scopeAllows(request.tokenScope, 'auth', action)) return replyForbidden(reply, request.caller, 'auth', action, 'token-scope');
    return undefined;
  };
}
