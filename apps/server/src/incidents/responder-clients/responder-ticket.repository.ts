import type { Queryable } from '#src/db/db.ts';
import type { ResponderIncident } from './responder-client-type.ts';

/** A team responder as the clients need it: its fields, its team's spec and its incident. */
export interface TeamResponder {
  id: string;
  type: string;
  teamId: string | null;
  externalId: string | null;
  properties: Record<string, unknown>;
  deleted: boolean;
  teamSpec: unknown;
  incident: ResponderIncident;
}

export interface IncidentComment {
  id: string;
  incidentId: string;
  comment: string;
  author: string | null;
  /** Set when the comment came from a ticket: it is not sent back. */
  externalId: string | null;
}

interface ResponderRow {
  id: string;
  type: string;
  team_id: string | null;
  external_id: string | null;
  properties: Record<string, unknown> | null;
  deleted_at: Date | null;
  team_spec: unknown;
  incident_uuid: string;
  incident_id: string | null;
  title: string;
  description: string | null;
  incident_type: string | null;
  severity: number | string | null;
  status: string | null;
}

const RESPONDER_COLUMNS = `
  r.id, r.type, r.team_id, r.external_id, r.properties, r.deleted_at, t.spec AS team_spec,
  i.id AS incident_uuid, i.incident_id, i.title, i.description, i.type AS incident_type, i.severity, i.status`;

function toResponder(row: ResponderRow): TeamResponder {
  return {
    id: row.id,
    type: row.type,
    teamId: row.team_id,
    externalId: row.external_id,
    properties: row.properties ?? {},
    deleted: row.deleted_at !== null,
    teamSpec: row.team_spec,
    incident: {
      id: row.incident_uuid,
      incident_id: row.incident_id,
      title: row.title,
      description: row.description,
      type: row.incident_type,
      severity: row.severity,
      status: row.status,
    },
  };
}

/** The responders, teams and comments the responder clients read, and the tickets they record. */
export class ResponderTicketRepository {
  constructor(private readonly db: Queryable) {}

  async findResponder(id: string): Promise<TeamResponder | undefined> {
    const { rows } = await this.db.query<ResponderRow>(
      `SELECT ${RESPONDER_COLUMNS}
         FROM responders r
         JOIN incidents i ON i.id = r.incident_id
         LEFT JOIN teams t ON t.id = r.team_id
        WHERE r.id = $1`,
      [id],
    );
    return rows[0] ? toResponder(rows[0]) : undefined;
  }

  /** The incident's team responders that have a ticket, to mirror a comment to. */
  async respondersWithTickets(incidentId: string): Promise<TeamResponder[]> {
    const { rows } = await this.db.query<ResponderRow>(
      `SELECT ${RESPONDER_COLUMNS}
         FROM responders r
         JOIN incidents i ON i.id = r.incident_id
         JOIN teams t ON t.id = r.team_id
        WHERE r.incident_id = $1 AND r.external_id IS NOT NULL AND r.deleted_at IS NULL
        ORDER BY r.created_at`,
      [incidentId],
    );
    return rows.map(toResponder);
  }

  async findComment(id: string): Promise<IncidentComment | undefined> {
    const { rows } = await this.db.query<{ id: string; incident_id: string; comment: string; author: string | null; external_id: string | null }>(
      `SELECT c.id, c.incident_id, c.comment, p.name AS author, c.external_id
         FROM comments c LEFT JOIN people p ON p.id = c.created_by
        WHERE c.id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, incidentId: row.incident_id, comment: row.comment, author: row.author, externalId: row.external_id } : undefined;
  }

  /** Records the created ticket, unless an earlier attempt already did. */
  async recordTicket(responderId: string, externalId: string, url: string | undefined): Promise<void> {
    await this.db.query(
      `UPDATE responders
          SET external_id = $2,
              properties = CASE WHEN $3::text IS NULL THEN properties
                                ELSE coalesce(properties, '{}'::jsonb) || jsonb_build_object('external_url', $3::text) END
        WHERE id = $1 AND external_id IS NULL`,
      [responderId, externalId, url ?? null],
    );
  }
}
