import type { Queryable } from '#src/db/db.ts';
import type { IdentityErrorBody } from './identity-error.ts';

export interface StoredFlowError {
  id: string;
  error: IdentityErrorBody;
  createdAt: Date;
}

/** Errors of browser flows, kept so the web's flow-error page can show what went wrong. */
export class FlowErrorRepository {
  constructor(private readonly db: Queryable) {}

  async insert(error: IdentityErrorBody): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>('INSERT INTO identity_flow_errors (error) VALUES ($1::jsonb) RETURNING id', [
      JSON.stringify(error),
    ]);
    return rows[0]!.id;
  }

  async findById(id: string): Promise<StoredFlowError | null> {
    const { rows } = await this.db.query<{ id: string; error: IdentityErrorBody; created_at: Date }>(
      'SELECT id, error, created_at FROM identity_flow_errors WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, error: row.error, createdAt: row.created_at } : null;
  }

  async deleteOlderThan(hours: number): Promise<void> {
    await this.db.query(
      `DELETE FROM identity_flow_errors WHERE id IN (
         SELECT id FROM identity_flow_errors WHERE created_at < now() - make_interval(hours => $1) LIMIT 500)`,
      [hours],
    );
  }
}
