import type { Queryable } from '#src/db/db.ts';

/** A topology as the scheduler and a run need it. */
export interface TopologyRecord {
  id: string;
  agentId: string;
  name: string;
  namespace: string;
  spec: unknown;
  /** The `schedule` column, used when the spec names none. */
  schedule: string | null;
}

/** A topology row as `to_jsonb` or a plain select gives it. */
export interface TopologyDbRow {
  id: string;
  agent_id: string;
  name: string;
  namespace: string;
  spec: unknown;
  schedule: string | null;
}

export function topologyRecordOf(row: TopologyDbRow): TopologyRecord {
  return { id: row.id, agentId: row.agent_id, name: row.name, namespace: row.namespace, spec: row.spec, schedule: row.schedule };
}

/** Reads topologies (they are written through /api/db). */
export class TopologyRepository {
  constructor(private readonly db: Queryable) {}

  async findLive(id: string): Promise<TopologyRecord | undefined> {
    const { rows } = await this.db.query<TopologyDbRow>('SELECT id, agent_id, name, namespace, spec, schedule FROM topologies WHERE id = $1 AND deleted_at IS NULL', [id]);
    return rows[0] && topologyRecordOf(rows[0]);
  }
}
