import type { Queryable } from '../db/db.ts';

export interface PropertyRow {
  name: string;
  value: string;
  description: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date | null;
}

export class PropertyRepository {
  constructor(private readonly db: Queryable) {}

  async list(): Promise<PropertyRow[]> {
    const { rows } = await this.db.query<PropertyRow>(
      'SELECT name, value, description, created_by, created_at, updated_at FROM properties ORDER BY name',
    );
    return rows;
  }
}
