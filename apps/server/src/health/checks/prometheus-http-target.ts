import type { ProbeContext } from './check-type.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { sendHttpRequest, type HttpResponseSummary } from '#src/protocols/http/http-request.ts';
import { redactUrl, secretText, type SecretValue } from '#src/connections/probe-credentials.ts';

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
