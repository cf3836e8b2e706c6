import type { SpecReader } from '../spec/spec-reader.ts';
import type { ProbeContext } from './check-type.ts';
import { authorizationHeader } from './http-authorization.ts';
import { sendHttpRequest, type HttpResponseSummary } from './http-request.ts';
import { readSecret, redactUrl, secretText, type SecretValue } from './probe-credentials.ts';

/**
 * Where a Prometheus-family API (Prometheus, Alertmanager) answers and how to log in: the
 * connection fields canary-checker specs carry (`url`, `connection`, `username`, `password`,
 * `bearer`, `tls`), shared by the prometheus and alertmanager checks.
 */
export interface HttpApiTarget {
  url?: string | undefined;
  /** A connection (`connection://<namespace>/<name>` or a name) whose url and credentials fill the gaps. */
  connection?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
  bearer?: SecretValue | undefined;
  insecureSkipVerify: boolean;
}

export interface ResolvedHttpApi {
  base: URL;
  headers: Record<string, string>;
  insecure: boolean;
}

function readTls(reader: SpecReader): boolean {
  let insecure = false;
  for (const key of ['tls', 'tlsConfig']) {
    const tls = reader.nested(key);
    if (!tls) continue;
    insecure = tls.boolean('insecureSkipVerify') ?? insecure;
    tls.ignore('handshakeTimeout');
    for (const unsupported of ['ca', 'cert', 'key']) {
      if (tls.has(unsupported)) tls.issue(unsupported, 'not supported yet: use insecureSkipVerify or a trusted certificate');
      tls.ignore(unsupported);
    }
    tls.finish();
  }
  return insecure;
}

/**
 * Reads the target fields; `legacyHostKey` names an older alias of `url` (prometheus' `host`).
 * Either a url or a connection is required.
 */
export function readHttpApiTarget(reader: SpecReader, legacyHostKey?: string): HttpApiTarget {
  const url = reader.string('url');
  const host = legacyHostKey ? reader.string(legacyHostKey) : undefined;
  const connection = reader.string('connection');
  const target = url ?? host;
  if (url !== undefined && host !== undefined) reader.issue(legacyHostKey!, 'use url or host, not both');
  if (target === undefined && connection === undefined) {
    reader.issue('url', 'url or connection is required');
  } else if (target !== undefined && !/^https?:\/\/[^\s/]+/i.test(target)) {
    reader.issue(url !== undefined ? 'url' : legacyHostKey!, 'must be an http or https URL');
  }
  if (reader.has('oauth')) reader.issue('oauth', 'OAuth is not supported yet: use bearer or a connection');
  reader.ignore('oauth');
  return {
    url: target,
    connection,
    username: readSecret(reader, 'username'),
    password: readSecret(reader, 'password'),
    bearer: readSecret(reader, 'bearer'),
    insecureSkipVerify: readTls(reader),
  };
}

/** What the spec points at, for lists: the url without its password, or the connection. */
export function httpApiEndpoint(target: HttpApiTarget): string | undefined {
  return target.url !== undefined ? redactUrl(target.url) : target.connection;
}

/** The base URL and login headers; throws an Error whose message says what is missing. */
export async function resolveHttpApi(target: HttpApiTarget, context: ProbeContext): Promise<ResolvedHttpApi> {
  let url = target.url;
  let username = secretText(target.username, 'username');
  let password = secretText(target.password, 'password');
  const bearer = secretText(target.bearer, 'bearer');
  if (target.connection !== undefined) {
    const connection = await context.resolveConnection(target.connection);
    if (!connection) throw new Error(`connection ${target.connection} was not found`);
    url ??= connection.url;
    username ??= connection.username;
    password ??= connection.password;
  }
  if (url === undefined) throw new Error('no url: neither the check nor its connection has one');
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new Error(`${redactUrl(url)} is not a valid URL`);
  }
  if (base.username) {
    username ??= decodeURIComponent(base.username);
    password ??= decodeURIComponent(base.password);
    base.username = '';
    base.password = '';
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const authorization = authorizationHeader({ bearer, username, password });
  if (authorization !== undefined) headers.authorization = authorization;
  return { base, headers, insecure: target.insecureSkipVerify };
}

/** `base` with `path` appended to its own path (Prometheus often sits under a prefix) and `query` set. */
export function apiUrl(base: URL, path: string, query: [string, string][]): URL {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  for (const [name, value] of query) url.searchParams.append(name, value);
  return url;
}

/** A GET whose failure to connect names the host and the reason; the answer is returned whatever its code. */
export async function getFromApi(api: ResolvedHttpApi, url: URL, context: ProbeContext): Promise<HttpResponseSummary> {
  try {
    return await sendHttpRequest({ url, method: 'GET', headers: api.headers, insecure: api.insecure, signal: context.signal });
  } catch (error) {
    const reason = context.signal.aborted ? `timed out after ${context.timeoutMs}ms` : error instanceof Error ? error.message : String(error);
    throw new Error(`GET ${url.origin}${url.pathname} failed: ${reason}`, { cause: error });
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export function parseJsonBody(response: HttpResponseSummary): unknown {
  try {
    return JSON.parse(response.content) as unknown;
  } catch {
    return undefined;
  }
}
