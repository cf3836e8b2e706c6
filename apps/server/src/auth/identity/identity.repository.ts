import type { Queryable } from '#src/db/db.ts';
import type { IdentityRecord, IdentityTraits } from './identity.types.ts';

interface IdentityRow {
  id: string;
  traits: Partial<IdentityTraits> | null;
  state: 'active' | 'inactive';
  state_changed_at: Date | null;
  metadata_public: unknown;
  created_at: Date;
  updated_at: Date | null;
  deleted_at: Date | null;
  email: string | null;
}

const SELECT_IDENTITY = `
  SELECT i.id, i.traits, i.state, i.state_changed_at, i.metadata_public, i.created_at, i.updated_at,
         p.deleted_at, p.email
  FROM identities i
  JOIN people p ON p.id = i.id`;

function toRecord(row: IdentityRow): IdentityRecord {
  const traits = row.traits ?? {};
  return {
    id: row.id,
    traits: {
      email: traits.email ?? row.email ?? '',
      name: { first: traits.name?.first ?? '', last: traits.name?.last ?? '' },
    },
    state: row.state,
    stateChangedAt: row.state_changed_at,
    metadataPublic: row.metadata_public ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

/** The display name people see for an identity: first and last name, else the address. */
export function personName(traits: IdentityTraits): string {
  return `${traits.name.first} ${traits.name.last}`.trim() || traits.email;
}

/** Identities and the people rows they belong to (the identity id is the person id). */
export class IdentityRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<IdentityRecord | null> {
    const { rows } = await this.db.query<IdentityRow>(`${SELECT_IDENTITY} WHERE i.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The identity whose person has this email (any case), deleted people included. */
  async findByEmail(email: string): Promise<IdentityRecord | null> {
    const { rows } = await this.db.query<IdentityRow>(
      `${SELECT_IDENTITY} WHERE lower(p.email) = lower($1) ORDER BY p.deleted_at NULLS FIRST LIMIT 1`,
      [email],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The person with this email (any case) whether or not it has an identity. */
  async findPersonIdByEmail(email: string): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM people WHERE lower(email) = lower($1) LIMIT 1', [email]);
    return rows[0]?.id ?? null;
  }

  /** True when some person other than `exceptId` already uses the address. */
  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM people WHERE lower(email) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
      [email, exceptId ?? null],
    );
    return rows.length > 0;
  }

  /** Creates the person and its identity; returns the id they share. */
  async create(traits: IdentityTraits): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [
      personName(traits),
      traits.email,
    ]);
    const id = rows[0]!.id;
    await this.db.query('INSERT INTO identities (id, traits) VALUES ($1, $2::jsonb)', [id, JSON.stringify(traits)]);
    return id;
  }

  /** Gives a person created without an identity (an older row, a script) one from its name and email. */
  async ensureForPerson(personId: string): Promise<IdentityRecord | null> {
    const { rows } = await this.db.query<{ name: string; email: string | null }>(
      'SELECT name, email FROM people WHERE id = $1',
      [personId],
    );
    const person = rows[0];
    if (!person) return null;
    const [first = '', ...rest] = person.name.split(' ');
    const traits: IdentityTraits = { email: person.email ?? '', name: { first, last: rest.join(' ') } };
    await this.db.query('INSERT INTO identities (id, traits) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING', [
      personId,
      JSON.stringify(traits),
    ]);
    return this.findById(personId);
  }

  /** Updates the traits and keeps the person's name and email in step with them. */
  async updateTraits(id: string, traits: IdentityTraits): Promise<void> {
    await this.db.query('UPDATE identities SET traits = $2::jsonb, updated_at = now() WHERE id = $1', [id, JSON.stringify(traits)]);
    await this.db.query('UPDATE people SET name = $2, email = $3, updated_at = now() WHERE id = $1', [
      id,
      personName(traits),
      traits.email,
    ]);
  }

  async recordLogin(id: string): Promise<void> {
    await this.db.query('UPDATE people SET last_login = now() WHERE id = $1', [id]);
  }

  /** Brings back a deleted person and re-activates its identity (the first administrator's address). */
  async restore(id: string): Promise<void> {
    await this.db.query('UPDATE people SET deleted_at = NULL, updated_at = now() WHERE id = $1', [id]);
    await this.db.query(
      `UPDATE identities SET state = 'active', state_changed_at = now(), updated_at = now()
       WHERE id = $1 AND state <> 'active'`,
      [id],
    );
  }
}
