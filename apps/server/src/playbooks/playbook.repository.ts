import type { Queryable } from '#src/db/db.ts';

/** A playbook row as the playbook API reads it. */
export interface PlaybookRecord {
  id: string;
  name: string;
  namespace: string | null;
  title: string | null;
  icon: string | null;
  description: string | null;
  category: string | null;
  source: string;
  spec: unknown;
}

const COLUMNS = 'id, name, namespace, title, icon, description, category, source, spec';

/** The live (not deleted) playbooks. */
export class PlaybookRepository {
  constructor(private readonly db: Queryable) {}

  async findLive(id: string): Promise<PlaybookRecord | undefined> {
    const { rows } = await this.db.query<PlaybookRecord>(`SELECT ${COLUMNS} FROM playbooks WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return rows[0];
  }

  async listLive(): Promise<PlaybookRecord[]> {
    const { rows } = await this.db.query<PlaybookRecord>(`SELECT ${COLUMNS} FROM playbooks WHERE deleted_at IS NULL ORDER BY category NULLS LAST, coalesce(title, name), id`);
    return rows;
  }
}
