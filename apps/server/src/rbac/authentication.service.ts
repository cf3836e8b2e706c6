import type { IncomingHttpHeaders } from 'node:http';
import type { AccessTokenCheck, Caller, SessionLookup } from '../auth/auth-contracts.ts';
import { secretDigest } from '../auth/secret-digest.ts';
import type { TokenScope } from '../auth/tokens/token-scope.ts';
import { CallerCache } from './caller-cache.ts';
import type { CallerService } from './caller.service.ts';
import { readCredentials, type Credentials } from './request-credentials.ts';

export type Authenticated = { ok: true; caller: Caller; scope: TokenScope | null };

export type Authentication = Authenticated | { ok: false; message: string };

type Resolved = { authentication: Authentication; expiresAt: Date | null };

const TOKEN_FAILURES = {
  malformed: 'The access token is malformed',
  unknown: 'The access token is not valid',
  expired: 'The access token has expired',
} as const;

/**
 * Finds the caller behind a request's session cookie, session token or access token. A caller found
 * is kept in the cache, by the digest of the credential, so the next requests with it send no query
 * until the entry expires or a change (logout, revocation, roles) drops it.
 */
export class AuthenticationService {
  constructor(
    private readonly sessions: SessionLookup,
    private readonly tokens: AccessTokenCheck,
    private readonly callers: CallerService,
    /** Without one, every request is authenticated afresh. */
    private readonly cache: CallerCache<Authenticated> = new CallerCache({ ttlMs: 0, maxEntries: 0 }),
  ) {}

  async authenticate(headers: IncomingHttpHeaders): Promise<Authentication> {
    const credentials = readCredentials(headers);
    switch (credentials.kind) {
      case 'none':
        return { ok: false, message: 'Sign in, or send an access token as "Authorization: Bearer <token>"' };
      case 'invalid':
        return { ok: false, message: credentials.message };
      default: {
        const key = secretDigest.of(`${credentials.kind}\0${credentials.token}`);
        const cached = this.cache.get(key);
        if (cached) return cached;
        const generation = this.cache.generation;
        const { authentication, expiresAt } = await this.resolve(credentials);
        if (authentication.ok) this.cache.set(key, authentication, expiresAt, generation);
        return authentication;
      }
    }
  }

  private async resolve(credentials: Extract<Credentials, { kind: 'session' | 'access-token' }>): Promise<Resolved> {
    if (credentials.kind === 'session') {
      const session = await this.sessions.findActive(credentials.token);
      if (!session) return { authentication: { ok: false, message: 'The session has expired or was signed out; sign in again' }, expiresAt: null };
      const caller = await this.callers.resolve(session.personId, { via: 'session', sessionId: session.sessionId, aal: session.aal });
      return { authentication: this.withCaller(caller, null), expiresAt: session.expiresAt ?? null };
    }
    const token = await this.tokens.authenticate(credentials.token);
    if (!token.ok) return { authentication: { ok: false, message: TOKEN_FAILURES[token.reason] }, expiresAt: null };
    const caller = await this.callers.resolve(token.personId, { via: 'token', tokenId: token.tokenId });
    return { authentication: this.withCaller(caller, token.scope), expiresAt: token.expiresAt };
  }

  private withCaller(caller: Caller | undefined, scope: TokenScope | null): Authentication {
    if (!caller) return { ok: false, message: 'The account behind these credentials is deleted or disabled' };
    return { ok: true, caller, scope };
  }
}
