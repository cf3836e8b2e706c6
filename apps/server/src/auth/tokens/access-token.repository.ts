import type { Queryable } from '../../db/db.ts';

export interface StoredAccessToken {
  id: string;
  personId: string;
  /** The argon2id hash of the token's secret. */
  hash: string;
  scope: string[] | null;
  expiresAt: Date | null;
  /** Past its expiry by the database's clock (the one all replicas share). */
  expired: boolean;
  /** Not marked as used within the last minute: worth recording this use. */
  useStale: boolean;
}

export interface NewAccessToken {
  name: string;
  personId: string;
  hash: string;
  scope: string[] | null;
  expiresInMs: number | null;
  createdBy: string;
}

interface TokenRow {
  id: string;
  person_id: string;
  value: string;
  scope: string[] | null;
  expires_at: Date | null;
  expired: boolean;
  use_stale: boolean;
}

export class AccessTokenRepository {
  constructor(private readonly db: Queryable) {}

  async insert(token: NewAccessToken): Promise<{ id: string; expiresAt: Date | null }> {
    const { rows } = await this.db.query<{ id: string; expires_at: Date | null }>(
      `INSERT INTO access_tokens (name, person_id, value, scope, expires_at, created_by)
       VALUES ($1, $2, $3, $4::jsonb, CASE WHEN $5::bigint IS NULL THEN NULL ELSE now() + $5::bigint * interval '1 millisecond' END, $6)
       RETURNING id, expires_at`,
      [token.name, token.personId, token.hash, token.scope === null ? null : JSON.stringify(token.scope), token.expiresInMs, token.createdBy],
    );
    const row = rows[0]!;
    return { id: row.id, expiresAt: row.expires_at };
  }

  async findById(id: string): Promise<StoredAccessToken | undefined> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, person_id, value, scope, expires_at,
              coalesce(expires_at <= now(), false) AS expired,
              coalesce(last_used_at < now() - interval '1 minute', true) AS use_stale
       FROM access_tokens WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      personId: row.person_id,
      hash: row.value,
      scope: row.scope,
      expiresAt: row.expires_at,
      expired: row.expired,
      useStale: row.use_stale,
    };
  }

  async markUsed(id: string): Promise<void> {
    await this.db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [id]);
  }
}
