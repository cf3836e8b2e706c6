import type { Queryable } from '#src/db/db.ts';

export interface StoredAccessToken {
  id: string;
  personId: string;
  /** The SHA-256 digest of the token's secret (an argon2id hash for tokens of older releases, until used). */
  hash: string;
  scope: string[] | null;
  expiresAt: Date | null;
  /** Past its expiry by the database's clock (the one all replicas share). */
  expired: boolean;
  /** Milliseconds until it expires by that clock; null when it never does. */
  msLeft: number | null;
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
  /** The token the new one was made with: it never outlives it, and ends when it is revoked. */
  parentId: string | null;
}

export interface AccessTokenRow {
  id: string;
  name: string;
  scope: string[] | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

interface TokenRow {
  id: string;
  person_id: string;
  value: string;
  scope: string[] | null;
  expires_at: Date | null;
  expired: boolean;
  ms_left: number | null;
  use_stale: boolean;
}

export class AccessTokenRepository {
  constructor(private readonly db: Queryable) {}

  async insert(token: NewAccessToken): Promise<{ id: string; expiresAt: Date | null }> {
    const { rows } = await this.db.query<{ id: string; expires_at: Date | null }>(
      `INSERT INTO access_tokens (name, person_id, value, scope, expires_at, created_by, parent_id)
       SELECT $1, $2, $3, $4::jsonb,
              least(CASE WHEN $5::bigint IS NULL THEN NULL ELSE now() + $5::bigint * interval '1 millisecond' END, parent.expires_at),
              $6, $7::uuid
       FROM (SELECT (SELECT expires_at FROM access_tokens WHERE id = $7::uuid) AS expires_at) parent
       RETURNING id, expires_at`,
      [token.name, token.personId, token.hash, token.scope === null ? null : JSON.stringify(token.scope), token.expiresInMs, token.createdBy, token.parentId],
    );
    const row = rows[0]!;
    return { id: row.id, expiresAt: row.expires_at };
  }

  async findById(id: string): Promise<StoredAccessToken | undefined> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, person_id, value, scope, expires_at,
              coalesce(expires_at <= now(), false) AS expired,
              (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ms_left,
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
      msLeft: row.ms_left,
      useStale: row.use_stale,
    };
  }

  /** A person's tokens, newest first, without their hashes. */
  async listByPerson(personId: string): Promise<AccessTokenRow[]> {
    const { rows } = await this.db.query<AccessTokenRow>(
      `SELECT id, name, scope, created_at, expires_at, last_used_at
       FROM access_tokens WHERE person_id = $1
       ORDER BY created_at DESC, id DESC`,
      [personId],
    );
    return rows;
  }

  /**
   * Deletes the token, and with it every token made with it; only among the tokens of `ownerId`
   * when given. The owner of the deleted token, or undefined when there was no such token.
   */
  async delete(id: string, ownerId: string | null): Promise<{ personId: string } | undefined> {
    const { rows } = await this.db.query<{ person_id: string }>(
      'DELETE FROM access_tokens WHERE id = $1 AND ($2::uuid IS NULL OR person_id = $2::uuid) RETURNING person_id',
      [id, ownerId],
    );
    return rows[0] ? { personId: rows[0].person_id } : undefined;
  }

  /** Replaces an older release's argon2id hash by the digest, unless the row changed meanwhile. */
  async replaceHash(id: string, previous: string, digest: string): Promise<void> {
    await this.db.query('UPDATE access_tokens SET value = $3 WHERE id = $1 AND value = $2', [id, previous, digest]);
  }

  async markUsed(id: string): Promise<void> {
    await this.db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [id]);
  }
}
