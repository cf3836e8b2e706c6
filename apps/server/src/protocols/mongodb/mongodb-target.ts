import { fillCredentialPlaceholders } from '#src/connections/credential-placeholders.ts';
import { decodeUrlPart } from '#src/connections/decode-url-part.ts';
import type { SecretValue } from '#src/connections/probe-credentials.ts';
import { resolveProbeCredentials } from '#src/connections/probe-target.ts';
import type { ConnectionLookup } from '#src/connections/resolved-connection.ts';

/** The parts of a mongodb check that say where to connect and as whom. */
export interface MongoTargetSpec {
  connection?: string | undefined;
  url?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
}

export interface MongoTarget {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  /** Texts to keep out of messages: the password, as given and as it appears in a URL. */
  secrets: string[];
}

function passwordInUrl(url: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@/\s]*)@/i.exec(url);
  return decodeUrlPart(match?.[1]);
}

/**
 * Works out the connection string and credentials: the spec's url wins over its connection's,
 * the spec's username and password over the connection's. `$(username)` and `$(password)` in the
 * URL are filled in as canary-checker does; otherwise credentials go to the driver as options, so
 * that URLs with several hosts need no rewriting.
 */
export async function resolveMongoTarget(spec: MongoTargetSpec, context: ConnectionLookup): Promise<MongoTarget | { error: string }> {
  const credentials = await resolveProbeCredentials(spec, context);
  if ('error' in credentials) return credentials;
  const { username, password } = credentials;
  if (!credentials.url) return { error: 'no URL to connect to: the connection has none' };
  const filled = fillCredentialPlaceholders(credentials.url, username, password);
  const url = filled ?? credentials.url;
  const own = passwordInUrl(url);
  const secrets = [password, own]
    .filter((secret): secret is string => Boolean(secret))
    .flatMap((secret) => [secret, encodeURIComponent(secret)]);
  if (filled !== undefined) return { url, secrets };
  return { url, username: username || undefined, password: password || undefined, secrets };
}
