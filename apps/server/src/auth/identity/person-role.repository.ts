import type { Queryable } from '#src/db/db.ts';

/** Role grants the identity module makes itself: the first administrator and the demo users. */
export class PersonRoleRepository {
  constructor(private readonly db: Queryable) {}

  /** True when a person that is not deleted holds the role. */
  async anyoneHolds(role: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM person_roles r JOIN people p ON p.id = r.person_id
       WHERE r.role = $1 AND p.deleted_at IS NULL LIMIT 1`,
      [role],
    );
    return rows.length > 0;
  }

  async grant(personId: string, role: string): Promise<void> {
    await this.db.query('INSERT INTO person_roles (person_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [personId, role]);
  }
}
