import type { Queryable } from '#src/db/db.ts';

export interface ComponentLogsRow {
  id: string;
  name: string;
  log_selectors: unknown;
}

export interface LoggingBackendRow {
  id: string;
  name: string;
  spec: unknown;
}

/** What a log search reads from the database: a component's log selectors and the logging backends. */
export class LogSourceRepository {
  constructor(private readonly db: Queryable) {}

  async component(id: string): Promise<ComponentLogsRow | undefined> {
    const { rows } = await this.db.query<ComponentLogsRow>('SELECT id, name, log_selectors FROM components WHERE id = $1 AND deleted_at IS NULL', [id]);
    return rows[0];
  }

  /** Every logging backend not deleted, by name. */
  async backends(): Promise<LoggingBackendRow[]> {
    const { rows } = await this.db.query<LoggingBackendRow>('SELECT id, name, spec FROM logging_backends WHERE deleted_at IS NULL ORDER BY name, id');
    return rows;
  }
}
