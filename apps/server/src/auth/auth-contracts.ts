import type { Action, Resource } from '@vigil/domain';
import type { TokenScope } from './tokens/token-scope.ts';

/** The name of the browser session cookie set by the identity flows. */
export const SESSION_COOKIE = 'vigil_session';

/** Who is calling: resolved once per /api request from a session or an access token. */
export interface Caller {
  personId: string;
  name: string;
  email: string | null;
  /** Roles granted to the person (directly); an empty list means viewer. */
  roles: string[];
  /** Grants and denials from the permissions table, the person's own and those of their teams. */
  permissions: CallerPermission[];
  via: 'session' | 'token';
  sessionId?: string;
  tokenId?: string;
  /** The assurance level of the session (sessions only): aal2 once a second factor was used. */
  aal?: 'aal1' | 'aal2';
}

export interface CallerPermission {
  resource: Resource | '*';
  action: Action | '*';
  deny: boolean;
}

/** A signed-in session, as the identity module knows it. */
export interface ActiveSession {
  sessionId: string;
  personId: string;
  aal: 'aal1' | 'aal2';
  /** When the session ends by itself; a cached caller never outlives it. */
  expiresAt?: Date;
}

/** Implemented by the identity module; used by the authentication layer. */
export interface SessionLookup {
  /** The session behind a cookie value or session token, when it exists, is active and unexpired. */
  findActive(token: string): Promise<ActiveSession | null>;
}

/** Implemented by the identity module; used by the access layer when findActive found nothing. */
export interface SecondFactorCheck {
  /**
   * True when the token is a live session that findActive refuses only because the person has set up
   * a second factor the session has not used yet (the API answers 403 session_aal2_required then).
   */
  secondFactorDue(token: string): Promise<boolean>;
}

/** Implemented by the identity module; used by the users endpoints. */
export interface IdentityDirectory {
  /**
   * Emails an invitation to an existing identity (by person id). The link in it lets the person set a
   * password and sign in; it points at PUBLIC_URL, else the address the server listens on.
   */
  sendInvitation(personId: string): Promise<void>;
  /** Ends every session of a person (after deletion or deactivation). */
  revokeSessions(personId: string): Promise<void>;
}

/** What an access token stands for, or why it stands for nothing. */
export type TokenAuthentication =
  | { ok: true; tokenId: string; personId: string; scope: TokenScope | null; expiresAt: Date | null }
  | { ok: false; reason: 'malformed' | 'unknown' | 'expired' };

/** Implemented by the access tokens service; used by the authentication layer. */
export interface AccessTokenCheck {
  authenticate(token: string): Promise<TokenAuthentication>;
}
