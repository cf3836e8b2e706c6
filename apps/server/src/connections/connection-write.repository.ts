import { MASKED_SECRET } from '@vigil/domain';
import type { Queryable } from '../db/db.ts';
import { prepareConnectionRow } from './connection-row.ts';
import type { SecretBox } from './secret-box.ts';

export interface ConnectionInput {
  name: string;
  namespace?: string | undefined;
  type: string;
  url?: string | null | undefined;
  username?: string | null | undefined;
  password?: string | null | undefined;
  certificate?: string | null | undefined;
  insecure_tls?: boolean | undefined;
  properties?: Record<string, unknown> | undefined;
  source?: string | undefined;
}

interface SecretColumns {
  id: string;
  type: string;
  password: string | null;
  certificate: string | null;
  properties: Record<string, unknown> | null;
}

/**
 * Connections the server writes itself (demo seeders, spec folders): the same defaults, checks and
 * encryption as a write through /api/db, so no server-side writer stores a secret in plain text.
 */
export class ConnectionWriteRepository {
  constructor(
    private readonly db: Queryable,
    private readonly box: SecretBox,
  ) {}

  /** Creates the connection, or replaces the fields given of the one with its name and namespace. Throws naming the fields at fault. */
  async save(input: ConnectionInput): Promise<string> {
    const { row, issues } = prepareConnectionRow({ namespace: 'default', ...input }, 'insert', this.box);
    if (issues.length > 0) throw new Error(`connection ${input.name}: ${issues.join('; ')}`);
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO connections (name, namespace, type, url, username, password, certificate, insecure_tls, properties, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, false), $9::jsonb, $10)
       ON CONFLICT (name, namespace) DO UPDATE SET type = EXCLUDED.type, url = EXCLUDED.url, username = EXCLUDED.username,
         password = EXCLUDED.password, certificate = EXCLUDED.certificate, insecure_tls = EXCLUDED.insecure_tls,
         properties = EXCLUDED.properties, source = EXCLUDED.source, deleted_at = NULL, updated_at = now()
       RETURNING id`,
      [row.name, row.namespace, row.type, row.url ?? null, row.username ?? null, row.password ?? null, row.certificate ?? null, row.insecure_tls ?? null, row.properties === undefined ? null : JSON.stringify(row.properties), row.source ?? null],
    );
    return rows[0]!.id;
  }

  /**
   * Encrypts the secrets of rows written before secrets were encrypted (or by SQL outside the
   * server); answers how many connections changed.
   */
  async encryptPlaintextSecrets(): Promise<number> {
    const { rows } = await this.db.query<SecretColumns>(
      `SELECT id, type, password, certificate, properties FROM connections
       WHERE coalesce(password, '') NOT IN ('', $1) OR coalesce(certificate, '') NOT IN ('', $1) OR properties IS NOT NULL`,
      [MASKED_SECRET],
    );
    let changed = 0;
    for (const stored of rows) {
      const { row } = prepareConnectionRow({ type: stored.type, password: stored.password, certificate: stored.certificate, properties: stored.properties ?? undefined }, 'update', this.box);
      const same = row.password === stored.password && row.certificate === stored.certificate && JSON.stringify(row.properties ?? null) === JSON.stringify(stored.properties);
      if (same) continue;
      await this.db.query('UPDATE connections SET password = $2, certificate = $3, properties = $4::jsonb WHERE id = $1', [stored.id, row.password, row.certificate, row.properties === undefined ? null : JSON.stringify(row.properties)]);
      changed += 1;
    }
    return changed;
  }
}
