import type { Queryable } from '../db/db.ts';

/** A canary as the scheduler and the runner need it. */
export interface CanaryRecord {
  id: string;
  agentId: string;
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  spec: unknown;
  /** The `schedule` column, used when the spec names neither schedule nor interval. */
  schedule: string | null;
}

/** A canary row as `to_jsonb` or a plain select gives it. */
export interface CanaryRow {
  id: string;
  agent_id: string;
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  spec: unknown;
  schedule: string | null;
}

export function canaryRecordOf(row: CanaryRow): CanaryRecord {
  return { id: row.id, agentId: row.agent_id, name: row.name, namespace: row.namespace, labels: row.labels, spec: row.spec, schedule: row.schedule };
}

/** Reads canaries (they are written through /api/db and the resource services). */
export class CanaryRepository {
  constructor(private readonly db: Queryable) {}

  async findLive(id: string): Promise<CanaryRecord | undefined> {
    const { rows } = await this.db.query<CanaryRow>(
      'SELECT id, agent_id, name, namespace, labels, spec, schedule FROM canaries WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return rows[0] && canaryRecordOf(rows[0]);
  }
}
