import type { Db } from '../../db/db.ts';

/** A trailing `;` (and blanks) would end the statement inside the wrapping query. */
function withoutTrailingSemicolons(sql: string): string {
  return sql.trim().replace(/[\s;]+$/, '');
}

/**
 * Runs a check's query on the server's own database: in a read-only transaction, with a statement
 * timeout, and wrapped as a subquery with one parameter so the driver sends it as a single prepared
 * statement (a second statement smuggled in after a `;` is refused rather than run).
 */
export class EmbeddedDatabaseRepository {
  constructor(private readonly db: Db) {}

  async query(sql: string, timeoutMs: number): Promise<Record<string, unknown>[]> {
    const inner = withoutTrailingSemicolons(sql);
    if (inner === '') throw new Error('the query is empty');
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(Math.max(1, Math.round(timeoutMs)))]);
      const result = await tx.query<Record<string, unknown>>(`SELECT * FROM (\n${inner}\n) AS probe WHERE $1::int = 1`, [1]);
      return result.rows;
    }, { readOnly: true });
  }
}
