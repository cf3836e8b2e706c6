import { camelCasedRow } from '#src/db/camel-cased-row.ts';
import type { Queryable } from '#src/db/db.ts';

export type CodePurpose = 'recovery' | 'verification' | 'invitation';

export interface OneTimeCode {
  id: string;
  purpose: CodePurpose;
  identityId: string;
  flowId: string | null;
  address: string;
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

interface CodeRow {
  id: string;
  purpose: CodePurpose;
  identity_id: string;
  flow_id: string | null;
  address: string;
  code_hash: string;
  failed_attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

const COLUMNS = 'id, purpose, identity_id, flow_id, address, code_hash, failed_attempts, expires_at, used_at';

/** Emailed one-time codes: recovery and verification codes (per flow) and invitations. */
export class OneTimeCodeRepository {
  constructor(private readonly db: Queryable) {}

  async insert(code: Omit<OneTimeCode, 'id' | 'failedAttempts' | 'usedAt'>): Promise<OneTimeCode> {
    const { rows } = await this.db.query<CodeRow>(
      `INSERT INTO identity_codes (purpose, identity_id, flow_id, address, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [code.purpose, code.identityId, code.flowId, code.address, code.codeHash, code.expiresAt],
    );
    return camelCasedRow(rows[0]!);
  }

  async findById(id: string): Promise<OneTimeCode | null> {
    const { rows } = await this.db.query<CodeRow>(`SELECT ${COLUMNS} FROM identity_codes WHERE id = $1`, [id]);
    return rows[0] ? camelCasedRow(rows[0]) : null;
  }

  /** The newest unused, unexpired code of a flow. */
  async findUsableForFlow(flowId: string): Promise<OneTimeCode | null> {
    const { rows } = await this.db.query<CodeRow>(
      `SELECT ${COLUMNS} FROM identity_codes
       WHERE flow_id = $1 AND used_at IS NULL AND expires_at > now()
       ORDER BY created_at DESC LIMIT 1`,
      [flowId],
    );
    return rows[0] ? camelCasedRow(rows[0]) : null;
  }

  /** Counts a wrong guess; returns the number of wrong guesses so far. */
  async recordFailure(id: string): Promise<number> {
    const { rows } = await this.db.query<{ failed_attempts: number }>(
      'UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1 RETURNING failed_attempts',
      [id],
    );
    return rows[0]?.failed_attempts ?? 0;
  }

  /** Marks the code used; false when it was used already (two submissions racing each other). */
  async consume(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('UPDATE identity_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
    return rowCount > 0;
  }

  /** Ends the unused codes of a purpose for an identity (a new invitation replaces the old one). */
  async retireUnused(identityId: string, purpose: CodePurpose): Promise<void> {
    await this.db.query(
      'UPDATE identity_codes SET used_at = now() WHERE identity_id = $1 AND purpose = $2 AND used_at IS NULL',
      [identityId, purpose],
    );
  }

  /** Ends the unused codes of a flow (a resent code replaces the previous one). */
  async retireUnusedForFlow(flowId: string): Promise<void> {
    await this.db.query('UPDATE identity_codes SET used_at = now() WHERE flow_id = $1 AND used_at IS NULL', [flowId]);
  }
}
