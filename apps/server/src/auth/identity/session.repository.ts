import { camelCasedRow } from '#src/db/camel-cased-row.ts';
import type { Queryable } from '#src/db/db.ts';
import type { Aal, AuthenticationMethod, SessionRecord } from './identity.types.ts';

interface SessionRow {
  id: string;
  identity_id: string;
  token_hash: string;
  aal: Aal;
  authentication_methods: AuthenticationMethod[];
  authenticated_at: Date;
  issued_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface NewSession {
  identityId: string;
  tokenHash: string;
  aal: Aal;
  methods: AuthenticationMethod[];
  expiresAt: Date;
  clientAddress: string | null;
  userAgent: string | null;
}

const COLUMNS = 'id, identity_id, token_hash, aal, authentication_methods, authenticated_at, issued_at, expires_at, revoked_at';

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async insert(session: NewSession): Promise<SessionRecord> {
    const { rows } = await this.db.query<SessionRow>(
      `INSERT INTO identity_sessions (identity_id, token_hash, aal, authentication_methods, expires_at, client_address, user_agent)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
       RETURNING ${COLUMNS}`,
      [
        session.identityId,
        session.tokenHash,
        session.aal,
        JSON.stringify(session.methods),
        session.expiresAt,
        session.clientAddress,
        session.userAgent,
      ],
    );
    return camelCasedRow(rows[0]!);
  }

  /**
   * The session when it is live: not revoked, not expired, its person not deleted and its identity
   * active. Anything else is no session at all.
   */
  async findLive(id: string): Promise<SessionRecord | null> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT ${COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')}
       FROM identity_sessions s
       JOIN identities i ON i.id = s.identity_id
       JOIN people p ON p.id = s.identity_id
       WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
         AND p.deleted_at IS NULL AND i.state = 'active'`,
      [id],
    );
    return rows[0] ? camelCasedRow(rows[0]) : null;
  }

  /** Records a completed factor: a refreshed sign-in or a second factor. */
  async recordAuthentication(id: string, aal: Aal, methods: AuthenticationMethod[]): Promise<SessionRecord | null> {
    const { rows } = await this.db.query<SessionRow>(
      `UPDATE identity_sessions SET aal = $2, authentication_methods = $3::jsonb, authenticated_at = now(), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, aal, JSON.stringify(methods)],
    );
    return rows[0] ? camelCasedRow(rows[0]) : null;
  }

  async revoke(id: string): Promise<void> {
    await this.db.query('UPDATE identity_sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
  }

  /** Ends every session of an identity, except `keepId` when given. */
  async revokeAll(identityId: string, keepId?: string): Promise<void> {
    await this.db.query(
      `UPDATE identity_sessions SET revoked_at = now(), updated_at = now()
       WHERE identity_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [identityId, keepId ?? null],
    );
  }

  /** Removes sessions that expired or were revoked more than `days` ago, a bounded batch at a time. */
  async deleteEndedBefore(days: number): Promise<void> {
    await this.db.query(
      `DELETE FROM identity_sessions WHERE id IN (
         SELECT id FROM identity_sessions
         WHERE least(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => $1) LIMIT 500)`,
      [days],
    );
  }
}
