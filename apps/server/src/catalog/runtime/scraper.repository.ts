import type { Queryable } from '#src/db/db.ts';

/** A scraper as the scheduler and the run service need it. */
export interface ScraperRecord {
  id: string;
  agentId: string;
  name: string;
  namespace: string | null;
  spec: unknown;
  source: string | null;
}

/** A scraper row as `to_jsonb` or a plain select gives it. */
export interface ScraperRow {
  id: string;
  agent_id: string;
  name: string;
  namespace: string | null;
  spec: unknown;
  source: string | null;
}

export function scraperRecordOf(row: ScraperRow): ScraperRecord {
  return { id: row.id, agentId: row.agent_id, name: row.name, namespace: row.namespace, spec: row.spec, source: row.source };
}

/** Reads scrapers (they are written through /api/db, the UI and spec files). */
export class ScraperRepository {
  constructor(private readonly db: Queryable) {}

  async findLive(id: string): Promise<ScraperRecord | undefined> {
    const { rows } = await this.db.query<ScraperRow>(
      'SELECT id, agent_id, name, namespace, spec, source FROM config_scrapers WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return rows[0] && scraperRecordOf(rows[0]);
  }
}
