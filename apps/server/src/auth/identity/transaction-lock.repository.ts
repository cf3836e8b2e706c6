import type { Queryable } from '#src/db/db.ts';

/**
 * Advisory locks held until the end of the current transaction, one per name (hashed to a 64-bit
 * key), so every replica sharing the database serializes the same check-then-write.
 */
export class TransactionLockRepository {
  constructor(private readonly tx: Queryable) {}

  /** Locks the names one after the other, in the order given: callers use one order to avoid deadlocks. */
  async lock(...names: string[]): Promise<void> {
    for (const name of names) await this.tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
  }
}
