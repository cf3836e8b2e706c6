import type { Queryable } from '../../db/db.ts';

export interface PushingAgent {
  id: string;
  name: string;
}

/** The agent behind a pushing caller, and the per-agent scraper row its pushes are stored under. */
export class PushScraperRepository {
  constructor(private readonly db: Queryable) {}

  async findAgentOfPerson(personId: string): Promise<PushingAgent | undefined> {
    const { rows } = await this.db.query<PushingAgent>(
      'SELECT id, name FROM agents WHERE person_id = $1 AND deleted_at IS NULL ORDER BY created_at LIMIT 1',
      [personId],
    );
    return rows[0];
  }

  /** The agent's push scraper, created on its first push. */
  async findOrCreateScraper(agentId: string, name: string, createdBy: string): Promise<string> {
    const found = await this.db.query<{ id: string }>(
      `SELECT id FROM config_scrapers WHERE agent_id = $1 AND source = 'Push' AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
      [agentId],
    );
    if (found.rows[0]) return found.rows[0].id;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO config_scrapers (agent_id, name, description, spec, source, created_by)
       VALUES ($1, $2, 'Items and changes pushed by an agent', $3::jsonb, 'Push', $4) RETURNING id`,
      [agentId, name, JSON.stringify({ push: { agent: name } }), createdBy],
    );
    return rows[0]!.id;
  }

  async markReceived(agentId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE agents SET last_received = $2::timestamptz WHERE id = $1', [agentId, now]);
  }
}
