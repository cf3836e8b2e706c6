import type { IncomingHttpHeaders } from 'node:http';
import type { Caller, SessionLookup } from '../auth/auth-contracts.ts';
import type { AccessTokenService } from '../auth/tokens/access-token.service.ts';
import type { TokenScope } from '../auth/tokens/token-scope.ts';
import type { CallerService } from './caller.service.ts';
import { readCredentials } from './request-credentials.ts';

export type Authentication =
  | { ok: true; caller: Caller; scope: TokenScope | null }
  | { ok: false; message: string };

const TOKEN_FAILURES = {
  malformed: 'The access token is malformed',
  unknown: 'The access token is not valid',
  expired: 'The access token has expired',
} as const;

/** Finds the caller behind a request's session cookie, session token or access token. */
export class AuthenticationService {
  constructor(
    private readonly sessions: SessionLookup,
    private readonly tokens: AccessTokenService,
    private readonly callers: CallerService,
  ) {}

  async authenticate(headers: IncomingHttpHeaders): Promise<Authentication> {
    const credentials = readCredentials(headers);
    switch (credentials.kind) {
      case 'none':
        return { ok: false, message: 'Sign in, or send an access token as "Authorization: Bearer <token>"' };
      case 'invalid':
        return { ok: false, message: credentials.message };
      case 'session': {
        const session = await this.sessions.findActive(credentials.token);
        if (!session) return { ok: false, message: 'The session has expired or was signed out; sign in again' };
        return this.withCaller(await this.callers.resolve(session.personId, { via: 'session', sessionId: session.sessionId }), null);
      }
      case 'access-token': {
        const token = await this.tokens.authenticate(credentials.token);
        if (!token.ok) return { ok: false, message: TOKEN_FAILURES[token.reason] };
        return this.withCaller(await this.callers.resolve(token.personId, { via: 'token', tokenId: token.tokenId }), token.scope);
      }
    }
  }

  private withCaller(caller: Caller | undefined, scope: TokenScope | null): Authentication {
    if (!caller) return { ok: false, message: 'The account behind these credentials is deleted or disabled' };
    return { ok: true, caller, scope };
  }
}
