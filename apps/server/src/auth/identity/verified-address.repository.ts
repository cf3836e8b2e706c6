import type { Queryable } from '#src/db/db.ts';

/** Addresses identities have proven to receive mail at (stored lower-cased). */
export class VerifiedAddressRepository {
  constructor(private readonly db: Queryable) {}

  async verifiedAt(identityId: string, address: string): Promise<Date | null> {
    const { rows } = await this.db.query<{ verified_at: Date }>(
      'SELECT verified_at FROM identity_verified_addresses WHERE identity_id = $1 AND address = lower($2)',
      [identityId, address],
    );
    return rows[0]?.verified_at ?? null;
  }

  async markVerified(identityId: string, address: string): Promise<void> {
    await this.db.query(
      'INSERT INTO identity_verified_addresses (identity_id, address) VALUES ($1, lower($2)) ON CONFLICT DO NOTHING',
      [identityId, address],
    );
  }
}
