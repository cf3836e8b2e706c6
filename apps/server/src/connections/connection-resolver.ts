import type { Db } from '../db/db.ts';
import { ConnectionLookupRepository } from './connection-lookup.repository.ts';
import type { ConnectionResolver, ResolvedConnection } from './resolved-connection.ts';
import { isEmbeddedDatabaseReference } from './embedded-database-reference.ts';
import { EmbeddedDatabaseRepository } from './embedded-database.repository.ts';
import { openConnection } from './open-connection.ts';

/**
 * Looks up the connection a check, scraper, playbook action or notification channel names: the
 * stored connections (secrets decrypted, `env://`/`file://` values read), and the reserved
 * reference to the server's own database, which is queried in process.
 */
export function createConnectionResolver(db: Db): ConnectionResolver {
  const connections = new ConnectionLookupRepository(db);
  const ownDatabase = new EmbeddedDatabaseRepository(db);
  const embedded: ResolvedConnection = { type: 'postgres', properties: {}, query: (sql, timeoutMs) => ownDatabase.query(sql, timeoutMs) };
  return async (reference) => {
    if (isEmbeddedDatabaseReference(reference)) return embedded;
    const stored = await connections.find(reference);
    return stored ? openConnection(stored) : undefined;
  };
}
