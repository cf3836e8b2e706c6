import type { PropertyEntry } from '@vigil/domain';
import type { Db } from '../db/db.ts';
import { PropertyRepository } from './property.repository.ts';

/** A property as listed: database rows also say who made them and when. */
export interface ListedProperty extends PropertyEntry {
  created_by?: string | null;
  created_at?: Date;
  updated_at?: Date | null;
}

/** Feature flags and settings: local ones (server configuration) win over rows of the properties table. */
export class PropertyService {
  constructor(
    private readonly db: Db,
    private readonly local: Readonly<Record<string, string>>,
  ) {}

  localNames(): string[] {
    return Object.keys(this.local);
  }

  async list(): Promise<ListedProperty[]> {
    const rows = await new PropertyRepository(this.db).list();
    const byName = new Map<string, ListedProperty>();
    for (const row of rows) {
      byName.set(row.name, {
        name: row.name,
        value: row.value,
        source: 'db',
        description: row.description,
        created_by: row.created_by,
        created_at: row.created_at,
        updated_at: row.updated_at,
      });
    }
    for (const [name, value] of Object.entries(this.local)) {
      byName.set(name, { name, value, source: 'local', description: byName.get(name)?.description ?? null });
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
