import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import { ignoredKey, notSupportedKey, specBoolean, specObject, specString } from '#src/spec/spec-schema.ts';
import type { HttpApiTarget } from './prometheus-http-target.ts';

const TLS_NOT_SUPPORTED = 'not supported yet: use insecureSkipVerify or a trusted certificate';

const tlsSchema = specObject({
  insecureSkipVerify: specBoolean(),
  handshakeTimeout: ignoredKey(),
  ca: notSupportedKey(TLS_NOT_SUPPORTED),
  cert: notSupportedKey(TLS_NOT_SUPPORTED),
  key: notSupportedKey(TLS_NOT_SUPPORTED),
}).nullish();

/** A Prometheus-family API's address: an http or https URL. */
export const httpApiUrl = () => specString().refine((url) => url === undefined || /^https?:\/\/[^\s/]+/i.test(url), { error: 'must be an http or https URL' });

/**
 * The target fields of a Prometheus-family API entry in zod (see `HttpApiTarget`): `url` or
 * `connection`, credentials, `bearer`, and `tls` (or `tlsConfig`). Spread it into the type's shape;
 * check it with `checkHttpApiTarget` and read it with `httpApiTargetOf`.
 */
export const httpApiTargetShape = {
  url: httpApiUrl(),
  connection: specString(),
  oauth: notSupportedKey('OAuth is not supported yet: use bearer or a connection'),
  username: secretValueSchema,
  password: secretValueSchema,
  bearer: secretValueSchema,
  tls: tlsSchema,
  tlsConfig: tlsSchema,
};

/** A url or a connection is required; `legacyHostKey` names an older alias of url (prometheus' `host`). */
export function checkHttpApiTarget(entry: Record<string, unknown>, issue: (key: string, message: string) => void, legacyHostKey?: string): void {
  const host = legacyHostKey === undefined ? undefined : entry[legacyHostKey];
  if (entry.url !== undefined && host !== undefined) issue(legacyHostKey!, 'use url or host, not both');
  if (entry.url === undefined && host === undefined && entry.connection === undefined) issue('url', 'url or connection is required');
}

type TargetFields = Omit<HttpApiTarget, 'insecureSkipVerify'> & {
  host?: string | undefined;
  tls?: { insecureSkipVerify?: boolean | undefined } | null | undefined;
  tlsConfig?: { insecureSkipVerify?: boolean | undefined } | null | undefined;
};

/** The target an entry read with `httpApiTargetShape` points at. */
export function httpApiTargetOf(entry: TargetFields): HttpApiTarget {
  return {
    url: entry.url ?? entry.host,
    connection: entry.connection,
    username: entry.username,
    password: entry.password,
    bearer: entry.bearer,
    insecureSkipVerify: entry.tlsConfig?.insecureSkipVerify ?? entry.tls?.insecureSkipVerify ?? false,
  };
}
