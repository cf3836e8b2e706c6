import type { Queryable } from '../db/db.ts';

export interface CallerRecord {
  personId: string;
  name: string;
  email: string | null;
  type: string | null;
  roles: string[];
  permissions: { object: string; action: string; deny: boolean }[];
  /** The agent the person stands for (people of type agent). */
  agentId: string | null;
  agentDeleted: boolean;
  /** The agent was not seen within the last 15 seconds: worth recording this request. */
  agentSeenStale: boolean;
  /** False when the person's identity was switched off (they may not sign in or use tokens). */
  identityActive: boolean;
}

interface CallerRow {
  id: string;
  name: string;
  email: string | null;
  type: string | null;
  roles: string[];
  permissions: { object: string; action: string; deny: boolean }[];
  agent_id: string | null;
  agent_deleted: boolean | null;
  agent_seen_stale: boolean | null;
  identity_state: string | null;
}

/** Everything the access layer needs about a person, in one round trip. */
export class CallerRepository {
  constructor(private readonly db: Queryable) {}

  async find(personId: string): Promise<CallerRecord | undefined> {
    const { rows } = await this.db.query<CallerRow>(
      `SELECT p.id, p.name, p.email, p.type,
              coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM person_roles r WHERE r.person_id = p.id), '{}') AS roles,
              coalesce((
                SELECT json_agg(json_build_object('object', pm.object, 'action', pm.action, 'deny', pm.deny))
                FROM permissions pm
                WHERE pm.object IS NOT NULL AND pm.deleted_at IS NULL AND (pm.until IS NULL OR pm.until > now())
                  AND (pm.person_id = p.id OR pm.team_id IN (
                    SELECT tm.team_id FROM team_members tm JOIN teams t ON t.id = tm.team_id
                    WHERE tm.person_id = p.id AND t.deleted_at IS NULL))
              ), '[]') AS permissions,
              a.id AS agent_id,
              a.deleted_at IS NOT NULL AS agent_deleted,
              coalesce(a.last_seen < now() - interval '15 seconds', true) AS agent_seen_stale,
              (SELECT i.state FROM identities i WHERE i.id = p.id) AS identity_state
       FROM people p
       LEFT JOIN LATERAL (SELECT id, deleted_at, last_seen FROM agents WHERE person_id = p.id LIMIT 1) a ON true
       WHERE p.id = $1 AND p.deleted_at IS NULL`,
      [personId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      personId: row.id,
      name: row.name,
      email: row.email,
      type: row.type,
      roles: row.roles,
      permissions: row.permissions,
      agentId: row.agent_id,
      agentDeleted: row.agent_deleted ?? false,
      agentSeenStale: row.agent_seen_stale ?? false,
      identityActive: row.identity_state !== 'inactive',
    };
  }

  async markAgentSeen(agentId: string): Promise<void> {
    await this.db.query('UPDATE agents SET last_seen = now() WHERE id = $1', [agentId]);
  }
}
