import { createHash } from 'node:crypto';
import type { Db } from '#src/db/db.ts';
import type { ActiveSession, SessionLookup } from '../auth-contracts.ts';
import type { CallerChange, CallerChangeBus } from '../caller-changes/caller-change-bus.ts';
import { secretDigest } from '../secret-digest.ts';
import { CredentialRepository } from './credential.repository.ts';
import type { Aal, AuthenticationMethod, SessionRecord } from './identity.types.ts';
import { randomSecrets } from './random-secrets.ts';
import { SessionRepository } from './session.repository.ts';

/** A session lasts a day from sign-in (Kratos's default); the cookie expires with it. */
export const SESSION_LIFESPAN_MS = 24 * 60 * 60_000;
/** Changing the password, the email or the authenticator needs a sign-in this recent. */
export const PRIVILEGED_WINDOW_MS = 15 * 60_000;

const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export interface IssuedSession {
  token: string;
  session: SessionRecord;
}

export interface ClientInfo {
  clientAddress: string | null;
  userAgent: string | null;
}

/**
 * Sessions: issued at sign-in as "<session id>.<secret>" (the cookie value and the API session
 * token), stored as the SHA-256 digest of the secret, ended by logout or revocation. Every change
 * that ends a session or alters what it may do is told to the caller caches.
 */
export class SessionService implements SessionLookup {
  private readonly sessions: SessionRepository;
  private readonly credentials: CredentialRepository;

  constructor(
    db: Db,
    private readonly callerChanges?: CallerChangeBus,
  ) {
    this.sessions = new SessionRepository(db);
    this.credentials = new CredentialRepository(db);
  }

  static looksLikeToken(value: string): boolean {
    return TOKEN_PATTERN.test(value);
  }

  async issue(identityId: string, method: AuthenticationMethod['method'], aal: Aal, client: ClientInfo): Promise<IssuedSession> {
    const secret = randomSecrets.token();
    const session = await this.sessions.insert({
      identityId,
      tokenHash: secretDigest.of(secret),
      aal,
      methods: [{ method, aal, completed_at: new Date().toISOString() }],
      expiresAt: new Date(Date.now() + SESSION_LIFESPAN_MS),
      clientAddress: client.clientAddress,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    return { token: `${session.id}.${secret}`, session };
  }

  /** The live session behind a token, whatever its assurance level. */
  async resolve(token: string | undefined): Promise<SessionRecord | null> {
    const match = token ? TOKEN_PATTERN.exec(token) : null;
    if (!match) return null;
    const session = await this.sessions.findLive(match[1]!);
    if (!session) return null;
    return secretDigest.matches(session.tokenHash, match[2]!) ? session : null;
  }

  /** aal2 when the identity has an authenticator app linked: its sessions must have used it. */
  async requiredAal(identityId: string): Promise<Aal> {
    const credentials = await this.credentials.get(identityId);
    return credentials.totpSecret ? 'aal2' : 'aal1';
  }

  async meetsRequiredAal(session: SessionRecord): Promise<boolean> {
    return session.aal === 'aal2' || (await this.requiredAal(session.identityId)) === 'aal1';
  }

  /**
   * For the rest of the API: a session counts only once it has every factor the identity has set up,
   * so a stolen password alone never reaches data when an authenticator app is linked.
   */
  async findActive(token: string): Promise<ActiveSession | null> {
    const session = await this.resolve(token);
    if (!session || !(await this.meetsRequiredAal(session))) return null;
    return { sessionId: session.id, personId: session.identityId, aal: session.aal, expiresAt: session.expiresAt };
  }

  /** Records a factor completed on an existing session (a refreshed sign-in or the second factor). */
  async complete(session: SessionRecord, method: AuthenticationMethod['method'], aal: Aal): Promise<SessionRecord> {
    const methods = [...session.authenticationMethods, { method, aal, completed_at: new Date().toISOString() }];
    const level: Aal = session.aal === 'aal2' || aal === 'aal2' ? 'aal2' : 'aal1';
    const updated = (await this.sessions.recordAuthentication(session.id, level, methods)) ?? session;
    // A second factor may have just been set up: the person's other sessions may now fall short of it.
    await this.announce({ kind: 'person', id: session.identityId });
    return updated;
  }

  isPrivileged(session: SessionRecord, now = Date.now()): boolean {
    return now - session.authenticatedAt.getTime() < PRIVILEGED_WINDOW_MS;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.announce({ kind: 'session', id: sessionId });
  }

  async revokeAll(identityId: string, keepSessionId?: string): Promise<void> {
    await this.sessions.revokeAll(identityId, keepSessionId);
    await this.announce({ kind: 'person', id: identityId });
  }

  /** Tells the caller caches about a change of the person's sessions or credentials (a new password, a factor). */
  private announce(change: CallerChange): Promise<void> {
    return this.callerChanges?.publish(change) ?? Promise.resolve();
  }

  /**
   * The logout token of a session, derived from its token so nothing more is stored: only the browser
   * holding the session cookie can present it, which keeps cross-site logout links from working.
   */
  static logoutToken(sessionToken: string): string {
    return createHash('sha256').update('logout\0').update(sessionToken).digest('base64url');
  }
}
