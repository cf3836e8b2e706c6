import type { Db } from '../db/db.ts';
import { EMBEDDED_DATABASE_REFERENCE } from './embedded-database-reference.ts';

/** A trailing `;` (and blanks) would end the statement inside the wrapping query. */
function withoutTrailingSemicolons(sql: string): string {
  return sql.trim().replace(/[\s;]+$/, '');
}

const INSUFFICIENT_PRIVILEGE = '42501';

/** A refused read says why, without naming anything the query could not see. */
function explained(error: unknown): unknown {
  if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE || !(error instanceof Error)) return error;
  return new Error(
    `${error.message}: ${EMBEDDED_DATABASE_REFERENCE} reads only the workspace's data, never credentials, sessions, tokens, connections or settings`,
    { cause: error },
  );
}

/**
 * Runs a check's or scraper's query on the server's own database: in a read-only transaction, with a
 * statement timeout, and through vigil_embedded.run_query (migration 0022), which runs it as the role
 * vigil_embedded_reader. That role reads the workspace's data only, so no query (an administrator's
 * included) reaches credential tables, whatever it names or calls. The query is one statement wrapped
 * as a subquery; each row comes back as the JSON object of its columns.
 */
export class EmbeddedDatabaseRepository {
  constructor(private readonly db: Db) {}

  async query(sql: string, timeoutMs: number): Promise<Record<string, unknown>[]> {
    const inner = withoutTrailingSemicolons(sql);
    if (inner === '') throw new Error('the query is empty');
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(Math.max(1, Math.round(timeoutMs)))]);
        const result = await tx.query<{ row: Record<string, unknown> }>('SELECT r AS row FROM vigil_embedded.run_query($1) AS r', [inner]);
        return result.rows.map((r) => r.row);
      }, { readOnly: true });
    } catch (error) {
      throw explained(error);
    }
  }
}
