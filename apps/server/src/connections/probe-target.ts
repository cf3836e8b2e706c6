import type { ConnectionLookup, ResolvedConnection } from './resolved-connection.ts';
import { isConnectionReference, redactUrl, secretText, type SecretValue } from './probe-credentials.ts';

/** The parts of a spec (a check's, a scraper's, ...) that say where to connect and as whom. */
export interface ProbeTargetSpec {
  /** A `connection://<namespace>/<name>` reference, or a URL. */
  connection?: string | undefined;
  url?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
}

/** Where to connect and as whom, once the spec and its connection are combined; the URL may still be missing. */
export interface ProbeCredentials {
  url: string | undefined;
  username: string | undefined;
  password: string | undefined;
}

/** The credentials the spec's connection gives, with the connection itself when it is a reference. */
export interface ConnectionCredentials extends ProbeCredentials {
  connection: ResolvedConnection | undefined;
}

/**
 * Looks up the spec's connection: a reference is resolved and supplies the URL (unless the spec has
 * its own) and credentials; anything else is taken as a URL.
 */
export async function connectionCredentials(spec: ProbeTargetSpec, context: ConnectionLookup): Promise<ConnectionCredentials | { error: string }> {
  const url = spec.url ?? (isConnectionReference(spec.connection) ? undefined : spec.connection);
  if (!isConnectionReference(spec.connection)) return { url, username: undefined, password: undefined, connection: undefined };
  const connection = await context.resolveConnection(spec.connection);
  if (!connection) return { error: `connection ${spec.connection} was not found` };
  return { url: url ?? connection.url, username: connection.username, password: connection.password, connection };
}

/** The spec's own username and password win over the connection's. */
export function withSpecCredentials(spec: ProbeTargetSpec, found: ProbeCredentials): ProbeCredentials | { error: string } {
  try {
    return {
      url: found.url,
      username: secretText(spec.username, 'username') ?? found.username,
      password: secretText(spec.password, 'password') ?? found.password,
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Both steps, for checks whose connections are always reached over the network. */
export async function resolveProbeCredentials(spec: ProbeTargetSpec, context: ConnectionLookup): Promise<ProbeCredentials | { error: string }> {
  const found = await connectionCredentials(spec, context);
  return 'error' in found ? found : withSpecCredentials(spec, found);
}

/** Keeps passwords out of what is shown and stored. */
export function scrubSecrets(message: string, secrets: string[]): string {
  let clean = redactUrl(message);
  for (const secret of secrets) clean = clean.replaceAll(secret, '***');
  return clean;
}
