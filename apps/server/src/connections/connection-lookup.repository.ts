import type { Queryable } from '../db/db.ts';
import type { ResolvedConnection } from './resolved-connection.ts';

const REFERENCE = /^connection:\/\/(?:([^/]+)\/)?([^/]+)$/;

/**
 * Finds the stored connection a check or scraper names, as `connection://<namespace>/<name>`,
 * `connection://<name>` or a bare name (namespace `default` unless the check's canary says otherwise).
 */
export class ConnectionLookupRepository {
  constructor(
    private readonly db: Queryable,
    private readonly defaultNamespace = 'default',
  ) {}

  async resolve(reference: string): Promise<ResolvedConnection | undefined> {
    const match = REFERENCE.exec(reference.trim());
    const namespace = match ? (match[1] ?? this.defaultNamespace) : this.defaultNamespace;
    const name = match ? match[2]! : reference.trim();
    const { rows } = await this.db.query<{ type: string; url: string | null; username: string | null; password: string | null; properties: Record<string, unknown> | null }>(
      `SELECT type, url, username, password, properties FROM connections
       WHERE name = $1 AND namespace = $2 AND deleted_at IS NULL`,
      [name, namespace],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { type: row.type, url: row.url ?? undefined, username: row.username ?? undefined, password: row.password ?? undefined, properties: row.properties ?? {} };
  }
}
