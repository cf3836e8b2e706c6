import type { Queryable } from '../db/db.ts';

export interface WorkspaceState {
  createdAt: string;
  demo: boolean;
}

export interface DemoState {
  seeded: string[];
  completedAt?: string;
}

export class AppStateRepository {
  constructor(private readonly db: Queryable) {}

  async get<T>(key: string): Promise<T | undefined> {
    const { rows } = await this.db.query<{ value: T }>('SELECT value FROM app_state WHERE key = $1', [key]);
    return rows[0]?.value;
  }

  /** Writes the value only if the key is new; returns the value now stored. */
  async putIfAbsent<T>(key: string, value: T): Promise<T> {
    await this.db.query('INSERT INTO app_state (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
    ]);
    return (await this.get<T>(key)) as T;
  }

  async put<T>(key: string, value: T): Promise<void> {
    await this.db.query(
      `INSERT INTO app_state (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
