import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/auth-contracts.ts';
import type { TokenScope } from '../auth/tokens/token-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by the access layer's authentication hook for every route behind it. */
    caller: Caller | null;
    /** The limits of the access token the request came with; null for sessions and unscoped tokens. */
    tokenScope: TokenScope | null;
  }
}

/** The authenticated caller of a request that passed the access layer. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('no caller: the route is not behind the access layer');
  return request.caller;
}
