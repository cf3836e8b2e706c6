import { camelCasedRow } from '#src/db/camel-cased-row.ts';
import type { Queryable } from '#src/db/db.ts';

export interface Credentials {
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  totpSecret: string | null;
  totpLinkedAt: Date | null;
}

const NONE: Credentials = { passwordHash: null, passwordChangedAt: null, totpSecret: null, totpLinkedAt: null };

/** An identity's password hash and linked authenticator app. */
export class CredentialRepository {
  constructor(private readonly db: Queryable) {}

  async get(identityId: string): Promise<Credentials> {
    const { rows } = await this.db.query<{
      password_hash: string | null;
      password_changed_at: Date | null;
      totp_secret: string | null;
      totp_linked_at: Date | null;
    }>('SELECT password_hash, password_changed_at, totp_secret, totp_linked_at FROM identity_credentials WHERE identity_id = $1', [
      identityId,
    ]);
    return rows[0] ? camelCasedRow(rows[0]) : NONE;
  }

  async setPassword(identityId: string, passwordHash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_credentials (identity_id, password_hash, password_changed_at) VALUES ($1, $2, now())
       ON CONFLICT (identity_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, password_changed_at = now(), updated_at = now()`,
      [identityId, passwordHash],
    );
  }

  /**
   * Links an authenticator app (a base32 secret) or, with null, unlinks it. `usedStep` is the time
   * step of the code that confirmed the link: that code cannot sign in afterwards.
   */
  async setTotp(identityId: string, secret: string | null, usedStep: number | null = null): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_credentials (identity_id, totp_secret, totp_linked_at, totp_last_step)
       VALUES ($1, $2::text, CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, $3)
       ON CONFLICT (identity_id) DO UPDATE SET totp_secret = EXCLUDED.totp_secret, totp_linked_at = EXCLUDED.totp_linked_at,
         totp_last_step = EXCLUDED.totp_last_step, updated_at = now()`,
      [identityId, secret, usedStep],
    );
  }

  /**
   * Records an authenticator code's time step as used; false when that step, or a later one, was
   * used already (a replayed code), so each step signs in once even with parallel submissions.
   */
  async useTotpStep(identityId: string, step: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE identity_credentials SET totp_last_step = $2
       WHERE identity_id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [identityId, step],
    );
    return rowCount > 0;
  }
}
