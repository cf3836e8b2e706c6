import { defineCheckType, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { httpCheckSchema } from './http-check.schema.ts';
import type { HttpCheckSpec } from './http-check-spec.types.ts';
import { jsonValueText, readJsonPath } from './http-json-path.ts';
import { sendHttpRequest, type HttpResponseSummary } from '#src/protocols/http/http-request.ts';
import { sendNtlmRequest, type NtlmOutcome } from '#src/protocols/http/ntlm-request.ts';

const DAY_MS = 86_400_000;

interface Target {
  url: URL;
  username?: string | undefined;
  password?: string | undefined;
}

/** The url and credentials: the spec's own, completed from its connection when it names one. */
async function resolveTarget(spec: HttpCheckSpec, context: ProbeContext): Promise<Target | string> {
  let { url, username, password } = spec;
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) return `connection ${spec.connection} not found`;
    url ??= connection.url;
    username ??= connection.username;
    password ??= connection.password;
  }
  if (url === undefined) return 'no url: neither the check nor its connection has one';
  try {
    return { url: new URL(url), username, password };
  } catch {
    return `${url} is not a valid URL`;
  }
}

function requestHeaders(spec: HttpCheckSpec, target: Target): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of spec.headers) headers[header.name] = header.value;
  const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  const basic = hasAuthorization || spec.ntlm !== undefined ? undefined : authorizationHeader({ username: target.username, password: target.password });
  if (basic !== undefined) headers.Authorization = basic;
  return headers;
}

/** The response, and for NTLM why authentication failed before the real request was answered. */
function send(spec: HttpCheckSpec, target: Target, signal: AbortSignal): Promise<NtlmOutcome> {
  const request = { url: target.url, method: spec.method, headers: requestHeaders(spec, target), body: spec.body, insecure: spec.insecureSkipVerify, signal };
  if (spec.ntlm === undefined) return sendHttpRequest(request).then((response) => ({ response }));
  return sendNtlmRequest({ ...request, username: target.username ?? '', password: target.password ?? '' });
}

function parseJson(response: HttpResponseSummary): unknown {
  if (!(response.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(response.content) as unknown;
  } catch {
    return undefined;
  }
}

/** Every expectation of the spec the response misses, in the order a reader would check them. */
function failures(spec: HttpCheckSpec, response: HttpResponseSummary, json: unknown, sslAge: number | undefined): string[] {
  const failed: string[] = [];
  const codeOk = spec.responseCodes ? spec.responseCodes.includes(response.code) : response.code >= 200 && response.code < 400;
  if (!codeOk) {
    const expected = spec.responseCodes ? spec.responseCodes.join(', ') : '2xx or 3xx';
    failed.push(`response code ${response.code}, expected ${expected}`);
  }
  if (spec.thresholdMillis !== undefined && response.elapsed > spec.thresholdMillis) {
    failed.push(`took ${response.elapsed}ms, slower than thresholdMillis ${spec.thresholdMillis}ms`);
  }
  if (spec.responseContent && !response.content.includes(spec.responseContent)) {
    failed.push(`response does not contain '${spec.responseContent}'`);
  }
  if (spec.responseJSONContent) {
    const { path, value } = spec.responseJSONContent;
    const found = json === undefined ? undefined : readJsonPath(json, path);
    if (!found) failed.push('response is not JSON');
    else if (!found.found) failed.push(`response JSON has nothing at ${path}`);
    else if (jsonValueText(found.value) !== value) failed.push(`response JSON at ${path} is ${jsonValueText(found.value)}, expected ${value}`);
  }
  // Plain http has no certificate: maxSSLExpiry is skipped there, as canary-checker does.
  if (spec.maxSSLExpiry !== undefined && sslAge !== undefined && sslAge < spec.maxSSLExpiry) {
    failed.push(`TLS certificate expires in ${sslAge} days, sooner than maxSSLExpiry ${spec.maxSSLExpiry}`);
  }
  return failed;
}

/**
 * Sends one request (with `ntlm`/`ntlmv2`, after an NTLM handshake on the same connection) and
 * checks its code (2xx/3xx unless `responseCodes`), speed, content, JSON and certificate expiry.
 * Data: `code`, `headers`, `content`, `json`, `sslAge` (days left), `elapsed`.
 */
export const httpCheck: CheckType<HttpCheckSpec> = defineCheckType({
  type: 'http',
  schema: httpCheckSchema,
  examples: ['name: home page\nurl: https://example.org\nresponseCodes: [200]\nresponseContent: Example\n', { url: 'http://127.0.0.1:8080/health', method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],

  endpoint: (spec) => spec.url ?? spec.connection,

  async run(spec: HttpCheckSpec, context: ProbeContext): Promise<ProbeResult> {
    const target = await resolveTarget(spec, context);
    if (typeof target === 'string') return { pass: false, message: target, error: target, data: {} };
    if (spec.ntlm !== undefined && target.username === undefined) {
      const reason = 'NTLM needs a username: neither the check nor its connection has one';
      return { pass: false, message: reason, error: reason, data: {} };
    }
    let outcome: NtlmOutcome;
    try {
      outcome = await send(spec, target, context.signal);
    } catch (error) {
      const reason = context.signal.aborted ? `timed out after ${context.timeoutMs}ms` : error instanceof Error ? error.message : String(error);
      return { pass: false, message: `${spec.method} ${target.url.href} failed: ${reason}`, error: reason, data: {} };
    }
    const { response } = outcome;
    const json = parseJson(response);
    const sslAge = response.certificateExpiry && Math.floor((response.certificateExpiry.getTime() - Date.now()) / DAY_MS);
    const data: Record<string, unknown> = { code: response.code, headers: response.headers, content: response.content, elapsed: response.elapsed };
    if (json !== undefined) data.json = json;
    if (sslAge !== undefined) data.sslAge = sslAge;
    if (outcome.failure !== undefined) return { pass: false, message: outcome.failure, data };
    const failed = failures(spec, response, json, sslAge);
    if (failed.length > 0) return { pass: false, message: failed.join('; '), data };
    return { pass: true, message: `${response.code} in ${response.elapsed}ms`, data };
  },
});
