import type { Queryable } from '#src/db/db.ts';

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

  /**
   * The agent's push scraper, created on its first push. When two first pushes race, the unique
   * index lets one insert win and the other reads the winner's row.
   */
  async findOrCreateScraper(agentId: string, name: string, createdBy: string): Promise<string> {
    const existing = await this.findScraper(agentId);
    if (existing) return existing;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO config_scrapers (agent_id, name, description, spec, source, created_by)
       VALUES ($1, $2, 'Items and changes pushed by an agent', $3::jsonb, 'Push', $4)
       ON CONFLICT (agent_id) WHERE source = 'Push' AND deleted_at IS NULL DO NOTHING
       RETURNING id`,
      [agentId, name, JSON.stringify({ push: { agent: name } }), createdBy],
    );
    const created = rows[0]?.id ?? (await this.findScraper(agentId));
    if (!created) throw new Error(`no push scraper for agent ${agentId}`);
    return created;
  }

  private async findScraper(agentId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM config_scrapers WHERE agent_id = $1 AND source = 'Push' AND deleted_at IS NULL`,
      [agentId],
    );
    return rows[0]?.id;
  }

  async markReceived(agentId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE agents SET last_received = $2::timestamptz WHERE id = $1', [agentId, now]);
  }
}
