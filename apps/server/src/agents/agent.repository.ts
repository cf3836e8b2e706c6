import type { Queryable } from '../db/db.ts';

export interface NewAgent {
  name: string;
  description: string | null;
  properties: Record<string, string> | null;
  personId: string;
  createdBy: string;
}

/** Registered agents and the people they authenticate as. */
export class AgentRepository {
  constructor(private readonly db: Queryable) {}

  /** Whether the name is taken, by a live agent or a deleted one (names stay unique). */
  async findByName(name: string): Promise<{ id: string; deleted: boolean } | undefined> {
    const { rows } = await this.db.query<{ id: string; deleted: boolean }>(
      'SELECT id, deleted_at IS NOT NULL AS deleted FROM agents WHERE lower(name) = lower($1) LIMIT 1',
      [name],
    );
    return rows[0];
  }

  /** The person of type agent the remote agent signs its requests as, with the agent role. */
  async insertAgentPerson(name: string, createdBy: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>("INSERT INTO people (name, type) VALUES ($1, 'agent') RETURNING id", [name]);
    const personId = rows[0]!.id;
    await this.db.query("INSERT INTO person_roles (person_id, role, created_by) VALUES ($1, 'agent', $2)", [personId, createdBy]);
    return personId;
  }

  async insert(agent: NewAgent): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO agents (name, description, properties, person_id, created_by)
       VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id`,
      [agent.name, agent.description, agent.properties === null ? null : JSON.stringify(agent.properties), agent.personId, agent.createdBy],
    );
    return rows[0]!.id;
  }
}
