/**
 * The reserved connection that reaches the server's own database (the embedded one, or the
 * PostgreSQL it runs on) without credentials. It reads with the server's own rights, so only
 * administrators may put it in a canary; the query runs read-only.
 */
export const EMBEDDED_DATABASE_REFERENCE = 'connection://vigil/database';

export function isEmbeddedDatabaseReference(reference: string | undefined): boolean {
  return reference?.trim() === EMBEDDED_DATABASE_REFERENCE;
}
