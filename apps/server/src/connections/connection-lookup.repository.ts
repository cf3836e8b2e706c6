import type { ConnectionRecord } from '@vigil/domain';
import type { Queryable } from '../db/db.ts';

const REFERENCE = /^connection:\/\/(?:([^/]+)\/)?([^/]+)$/;

/** A connection row as stored: secrets read `***` there, their encrypted text is in `secrets` by field. */
export interface StoredConnection extends ConnectionRecord {
  /** `password`, `certificate`, `properties.<name>` -> `enc:v1:...` (migration 0037). */
  secrets: Record<string, string>;
}

const SELECT_STORED = `SELECT c.id, c.name, c.namespace, c.type, c.url, c.username, c.password, c.certificate, c.insecure_tls, c.properties,
         coalesce((SELECT jsonb_object_agg(s.field, s.value) FROM connection_secrets s WHERE s.connection_id = c.id), '{}'::jsonb) AS secrets
  FROM connections c`;

/**
 * Finds the stored connection a check or scraper names, as `connection://<namespace>/<name>`,
 * `connection://<name>` or a bare name (namespace `default` unless the check's canary says otherwise),
 * or by id; with its encrypted secrets.
 */
export class ConnectionLookupRepository {
  constructor(
    private readonly db: Queryable,
    private readonly defaultNamespace = 'default',
  ) {}

  async find(reference: string): Promise<StoredConnection | undefined> {
    const match = REFERENCE.exec(reference.trim());
    const namespace = match ? (match[1] ?? this.defaultNamespace) : this.defaultNamespace;
    const name = match ? match[2]! : reference.trim();
    const { rows } = await this.db.query<StoredConnection>(`${SELECT_STORED} WHERE c.name = $1 AND c.namespace = $2 AND c.deleted_at IS NULL`, [name, namespace]);
    return rows[0];
  }

  async findById(id: string): Promise<StoredConnection | undefined> {
    const { rows } = await this.db.query<StoredConnection>(`${SELECT_STORED} WHERE c.id = $1 AND c.deleted_at IS NULL`, [id]);
    return rows[0];
  }
}
