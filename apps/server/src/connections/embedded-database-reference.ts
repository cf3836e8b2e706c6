/**
 * The reserved connection that reaches the server's own database (the embedded one, or the
 * PostgreSQL it runs on) without credentials. Only administrators may put it in a spec; its queries
 * run read-only as EMBEDDED_DATABASE_READER, which reads the workspace's data and no credentials.
 */
export const EMBEDDED_DATABASE_REFERENCE = 'connection://vigil/database';

/**
 * The database role queries through the reserved connection run as (migration 0022). A table created
 * later is not readable through the connection until `GRANT SELECT ... TO` this role.
 */
export const EMBEDDED_DATABASE_READER = 'vigil_embedded_reader';

export function isEmbeddedDatabaseReference(reference: string | undefined): boolean {
  return reference?.trim() === EMBEDDED_DATABASE_REFERENCE;
}
