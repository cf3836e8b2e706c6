import type { NotificationRecord } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';

/** A notification as the dispatcher reads it. */
export type NotificationRow = NotificationRecord;

const COLUMNS = 'id, name, title, events, filter, template, properties, person_id, team_id, custom_services, repeat_interval';

/** Who a notification to a team reaches: the entries of the team spec's `notifications`, else its members. */
export interface TeamRecipients {
  name: string;
  /** `notifications` of the team's spec as stored (a list of `{ connection, properties, filter }` when well formed). */
  notifications: unknown;
  emails: string[];
}

export class NotificationRepository {
  constructor(private readonly db: Queryable) {}

  /** The live notifications that list the event. */
  async listening(event: string): Promise<NotificationRow[]> {
    const { rows } = await this.db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notifications WHERE deleted_at IS NULL AND $1 = ANY (events) ORDER BY created_at`,
      [event],
    );
    return rows;
  }

  async find(id: string): Promise<NotificationRow | undefined> {
    const { rows } = await this.db.query<NotificationRow>(`SELECT ${COLUMNS} FROM notifications WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return rows[0];
  }

  /** The person's email, if they have one and are not deleted. */
  async personEmail(personId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ email: string }>(
      'SELECT email FROM people WHERE id = $1 AND deleted_at IS NULL AND email IS NOT NULL',
      [personId],
    );
    return rows[0]?.email;
  }

  /** The team's name, the notification entries of its spec, and its live members' emails. */
  async teamRecipients(teamId: string): Promise<TeamRecipients | undefined> {
    const { rows } = await this.db.query<{ name: string; notifications: unknown; email: string | null }>(
      `SELECT t.name, t.spec->'notifications' AS notifications, p.email
       FROM teams t
       LEFT JOIN team_members m ON m.team_id = t.id
       LEFT JOIN people p ON p.id = m.person_id AND p.deleted_at IS NULL AND p.email IS NOT NULL
       WHERE t.id = $1 AND t.deleted_at IS NULL
       ORDER BY p.email`,
      [teamId],
    );
    if (rows.length === 0) return undefined;
    return { name: rows[0]!.name, notifications: rows[0]!.notifications, emails: rows.flatMap((row) => (row.email ? [row.email] : [])) };
  }
}
