import type { Queryable } from '../db/db.ts';

export interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  type: string | null;
  deleted: boolean;
}

export interface IdentityTraits {
  name: { first: string; last: string };
  email: string;
}

/** People, their identity records and their role grants. */
export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<PersonRow | undefined> {
    const { rows } = await this.db.query<PersonRow>(
      'SELECT id, name, email, avatar, type, deleted_at IS NOT NULL AS deleted FROM people WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  async findByEmail(email: string): Promise<PersonRow | undefined> {
    const { rows } = await this.db.query<PersonRow>(
      `SELECT id, name, email, avatar, type, deleted_at IS NOT NULL AS deleted
       FROM people WHERE lower(email) = lower($1) ORDER BY deleted_at NULLS FIRST LIMIT 1`,
      [email],
    );
    return rows[0];
  }

  async insertPerson(name: string, email: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [name, email]);
    return rows[0]!.id;
  }

  async updatePerson(id: string, name: string, email: string): Promise<void> {
    await this.db.query('UPDATE people SET name = $2, email = $3, deleted_at = NULL WHERE id = $1', [id, name, email]);
  }

  /** Creates or replaces the identity record; `active` lets the person sign in (once they have a password). */
  async saveIdentity(id: string, traits: IdentityTraits, state: 'active' | 'inactive'): Promise<void> {
    await this.db.query(
      `INSERT INTO identities (id, traits, state) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (id) DO UPDATE SET traits = EXCLUDED.traits,
         state = EXCLUDED.state,
         state_changed_at = CASE WHEN identities.state = EXCLUDED.state THEN identities.state_changed_at ELSE now() END`,
      [id, JSON.stringify(traits), state],
    );
  }

  /** Keeps other traits the identity may hold; only name and email change. */
  async updateTraits(id: string, traits: IdentityTraits): Promise<void> {
    await this.db.query(
      `INSERT INTO identities (id, traits) VALUES ($1, $2::jsonb)
       ON CONFLICT (id) DO UPDATE SET traits = identities.traits || EXCLUDED.traits`,
      [id, JSON.stringify(traits)],
    );
  }

  async addRoles(personId: string, roles: readonly string[], createdBy: string): Promise<void> {
    await this.db.query(
      `INSERT INTO person_roles (person_id, role, created_by)
       SELECT $1, role, $3 FROM unnest($2::text[]) AS role
       ON CONFLICT DO NOTHING`,
      [personId, [...roles], createdBy],
    );
  }

  async removeRolesOtherThan(personId: string, roles: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM person_roles WHERE person_id = $1 AND NOT (role = ANY($2::text[]))', [personId, [...roles]]);
  }

  /** Administrators who can still sign in (people not deleted). */
  async countAdmins(): Promise<number> {
    const { rows } = await this.db.query<{ count: string }>(
      `SELECT count(*) AS count FROM person_roles r JOIN people p ON p.id = r.person_id
       WHERE r.role = 'admin' AND p.deleted_at IS NULL`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async rolesOf(personId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ role: string }>('SELECT role FROM person_roles WHERE person_id = $1 ORDER BY role', [personId]);
    return rows.map((r) => r.role);
  }

  /** Soft-deletes the person; their roles and access tokens go, their identity can no longer sign in. */
  async softDelete(id: string): Promise<void> {
    await this.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [id]);
    await this.db.query(`UPDATE identities SET state = 'inactive', state_changed_at = now() WHERE id = $1 AND state <> 'inactive'`, [id]);
    await this.db.query('DELETE FROM person_roles WHERE person_id = $1', [id]);
    await this.db.query('DELETE FROM access_tokens WHERE person_id = $1', [id]);
  }
}
