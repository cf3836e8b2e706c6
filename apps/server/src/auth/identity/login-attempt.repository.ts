import type { Queryable } from '#src/db/db.ts';

export interface AttemptCounts {
  forIdentifier: number;
  forAddress: number;
  /** The oldest counted failure of each kind: when it leaves the window, one more try is allowed. */
  oldestForIdentifier: Date | null;
  oldestForAddress: Date | null;
}

/** Failed sign-in attempts, shared by every replica through the database. */
export class LoginAttemptRepository {
  constructor(private readonly db: Queryable) {}

  async recordFailure(identifier: string, clientAddress: string): Promise<void> {
    await this.db.query('INSERT INTO identity_login_attempts (identifier, client_address) VALUES ($1, $2)', [identifier, clientAddress]);
  }

  async countSince(identifier: string, clientAddress: string, since: Date): Promise<AttemptCounts> {
    const { rows } = await this.db.query<{
      for_identifier: number;
      for_address: number;
      oldest_for_identifier: Date | null;
      oldest_for_address: Date | null;
    }>(
      `SELECT
         count(*) FILTER (WHERE identifier = $1) AS for_identifier,
         count(*) FILTER (WHERE client_address = $2) AS for_address,
         min(attempted_at) FILTER (WHERE identifier = $1) AS oldest_for_identifier,
         min(attempted_at) FILTER (WHERE client_address = $2) AS oldest_for_address
       FROM identity_login_attempts
       WHERE attempted_at > $3 AND (identifier = $1 OR client_address = $2)`,
      [identifier, clientAddress, since],
    );
    const row = rows[0];
    return {
      forIdentifier: Number(row?.for_identifier ?? 0),
      forAddress: Number(row?.for_address ?? 0),
      oldestForIdentifier: row?.oldest_for_identifier ?? null,
      oldestForAddress: row?.oldest_for_address ?? null,
    };
  }

  /** A successful sign-in forgives the account's earlier failures. */
  async clearIdentifier(identifier: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_attempts WHERE identifier = $1', [identifier]);
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.query('DELETE FROM identity_login_attempts WHERE attempted_at < $1', [before]);
  }
}
