import type { Db } from '../db/db.ts';
import { ConnectionLookupRepository } from './connection-lookup.repository.ts';
import type { ConnectionResolver, ResolvedConnection } from './resolved-connection.ts';
import { isEmbeddedDatabaseReference } from './embedded-database-reference.ts';
import { EmbeddedDatabaseRepository } from './embedded-database.repository.ts';

/**
 * Looks up the connection a check or scraper names: the stored connections, and the reserved
 * reference to the server's own database, which is queried in process.
 */
export function createConnectionResolver(db: Db): ConnectionResolver {
  const connections = new ConnectionLookupRepository(db);
  const ownDatabase = new EmbeddedDatabaseRepository(db);
  const embedded: ResolvedConnection = { type: 'postgres', properties: {}, query: (sql, timeoutMs) => ownDatabase.query(sql, timeoutMs) };
  return async (reference) => (isEmbeddedDatabaseReference(reference) ? embedded : connections.resolve(reference));
}
