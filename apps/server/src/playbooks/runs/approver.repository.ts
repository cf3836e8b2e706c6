import type { Queryable } from '#src/db/db.ts';

/** The people and teams an approval spec names, found by id, email or name (teams by id or name). */
export class ApproverRepository {
  constructor(private readonly db: Queryable) {}

  /** The ids of the live people named. */
  async people(named: readonly string[]): Promise<string[]> {
    if (named.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM people
       WHERE deleted_at IS NULL AND (id::text = ANY ($1::text[]) OR lower(email) = ANY ($2::text[]) OR name = ANY ($1::text[]))`,
      [named, named.map((name) => name.toLowerCase())],
    );
    return rows.map((row) => row.id);
  }

  /** The ids of the live teams named. */
  async teams(named: readonly string[]): Promise<string[]> {
    if (named.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM teams WHERE deleted_at IS NULL AND (id::text = ANY ($1::text[]) OR name = ANY ($1::text[]))', [named]);
    return rows.map((row) => row.id);
  }

  /** The teams of `teamIds` the person belongs to. */
  async memberOf(personId: string, teamIds: readonly string[]): Promise<string[]> {
    if (teamIds.length === 0) return [];
    const { rows } = await this.db.query<{ team_id: string }>('SELECT team_id FROM team_members WHERE person_id = $1 AND team_id = ANY ($2::uuid[]) ORDER BY team_id', [personId, teamIds]);
    return rows.map((row) => row.team_id);
  }
}
