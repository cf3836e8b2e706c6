import type { Db } from './db.ts';
import { openPgliteDb } from './pglite.db.ts';
import { openPostgresDb } from './postgres.db.ts';

export interface DbConfig {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, used when there is no `databaseUrl`; undefined = in memory. */
  dataDir?: string | undefined;
}

export function openDb(config: DbConfig): Promise<Db> {
  return config.databaseUrl
    ? openPostgresDb({
        connectionString: config.databaseUrl,
        onIdleError: (error) => console.warn(`database connection closed by the server, reconnecting: ${error.message}`),
      })
    : openPgliteDb(config.dataDir);
}
