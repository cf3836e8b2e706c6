import type { z } from 'zod';
import { secretText, type SecretValue } from '#src/connections/probe-credentials.ts';
import { secretValueSchema } from '#src/connections/secret-value.schema.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { sendHttpRequest, type HttpResponseSummary } from '#src/protocols/http/http-request.ts';
import { specBoolean, specString } from '#src/spec/spec-schema.ts';
import type { LogSearchContext } from './log-backend-type.ts';

/** Where a log service is and how to log in: `url` (or a connection's url) and a basic login or bearer token. */
export const serviceEndpointShape = {
  url: specString(),
  connection: specString(),
  username: secretValueSchema,
  password: secretValueSchema,
  bearer: secretValueSchema,
  insecureSkipVerify: specBoolean(),
};

export interface ServiceEndpointSpec {
  url?: string | undefined;
  connection?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
  bearer?: SecretValue | undefined;
  insecureSkipVerify?: boolean | undefined;
}

/** Adds the issue that neither `url` nor `connection` is given, to a schema whose entry has both fields. */
export function needsUrlOrConnection<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((entry, context) => {
    const spec = entry as ServiceEndpointSpec;
    if (spec.url === undefined && spec.connection === undefined) context.addIssue({ code: 'custom', message: 'needs url or connection', path: ['url'] });
  }) as unknown as Schema;
}

interface Endpoint {
  base: URL;
  headers: Record<string, string>;
  insecure: boolean;
}

async function endpointOf(spec: ServiceEndpointSpec, context: LogSearchContext): Promise<Endpoint> {
  let url = spec.url;
  let username = secretText(spec.username, 'username');
  let password = secretText(spec.password, 'password');
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new Error(`connection ${spec.connection} was not found`);
    url ??= connection.url;
    username ??= connection.username;
    password ??= connection.password;
  }
  if (url === undefined) throw new Error(`connection ${spec.connection ?? ''} has no url`);
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new Error(`${url} is not a URL`);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const authorization = authorizationHeader({ bearer: secretText(spec.bearer, 'bearer'), username, password });
  if (authorization !== undefined) headers.authorization = authorization;
  return { base, headers, insecure: spec.insecureSkipVerify === true };
}

/** `path` under the endpoint's base URL (its own path kept as a prefix). */
function under(base: URL, path: string, query: Record<string, string>): URL {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/**
 * One request to the service; throws an Error saying what went wrong (unreachable, or the status
 * and the reason its error body gives, read by `reasonOf`).
 */
export async function callLogService(
  spec: ServiceEndpointSpec,
  context: LogSearchContext,
  request: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown },
  reasonOf: (response: HttpResponseSummary) => string,
): Promise<unknown> {
  const endpoint = await endpointOf(spec, context);
  const url = under(endpoint.base, request.path, request.query ?? {});
  const headers = request.body === undefined ? endpoint.headers : { ...endpoint.headers, 'content-type': 'application/json' };
  let response: HttpResponseSummary;
  try {
    response = await sendHttpRequest({ url, method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body), insecure: endpoint.insecure, signal: context.signal });
  } catch (error) {
    const reason = context.signal.aborted ? 'the search timed out' : (error as Error).message;
    throw new Error(`cannot reach ${endpoint.base.origin}: ${reason}`, { cause: error });
  }
  if (response.code < 200 || response.code >= 300) throw new Error(`${request.method} ${request.path} answered ${response.code}: ${reasonOf(response)}`);
  try {
    return JSON.parse(response.content) as unknown;
  } catch {
    throw new Error(`${request.method} ${request.path} answered something that is not JSON`);
  }
}
