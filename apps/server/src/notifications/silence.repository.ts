import type { Queryable } from '#src/db/db.ts';

/** A silence as gating reads it. */
export interface SilenceRow {
  id: string;
  description: string | null;
  recursive: boolean;
  filter: string | null;
  config_id: string | null;
  check_id: string | null;
  canary_id: string | null;
  component_id: string | null;
}

/** What `POST /api/notification/silence` stores. */
export interface NewSilence {
  description: string | null;
  from: Date;
  until: Date;
  recursive: boolean;
  filter: string | null;
  configId: string | null;
  checkId: string | null;
  canaryId: string | null;
  componentId: string | null;
  createdBy: string | null;
}

export class SilenceRepository {
  constructor(private readonly db: Queryable) {}

  /** Silences in force now; expired ones stay in the table for history and are not read here. */
  async active(): Promise<SilenceRow[]> {
    const { rows } = await this.db.query<SilenceRow>(
      `SELECT id, description, recursive, filter, config_id, check_id, canary_id, component_id
       FROM notification_silences
       WHERE deleted_at IS NULL AND "from" <= now() AND until > now()
       ORDER BY created_at`,
    );
    return rows;
  }

  async insert(silence: NewSilence): Promise<Record<string, unknown>> {
    const { rows } = await this.db.query(
      `INSERT INTO notification_silences (description, "from", until, recursive, filter, config_id, check_id, canary_id, component_id, source, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'UI', $10)
       RETURNING id, description, "from", until, recursive, filter, config_id, check_id, canary_id, component_id, source, created_by, created_at`,
      [silence.description, silence.from, silence.until, silence.recursive, silence.filter, silence.configId, silence.checkId,
        silence.canaryId, silence.componentId, silence.createdBy],
    );
    return rows[0]!;
  }

  /** Which of the named resources do not exist: a silence of a missing resource is refused. */
  async missing(resources: { table: 'config_items' | 'checks' | 'canaries' | 'components'; id: string; field: string }[]): Promise<string[]> {
    const missing: string[] = [];
    for (const { table, id, field } of resources) {
      // table comes from the fixed union above, never from the request
      const { rows } = await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
      if (rows.length === 0) missing.push(field);
    }
    return missing;
  }
}
