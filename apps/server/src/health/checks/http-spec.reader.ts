import { readCheckBase } from '../spec/check-base.reader.ts';
import { isPlainObject, type SpecReader } from '../spec/spec-reader.ts';
import type { HttpCheckSpec, HttpHeader, HttpMethod } from './http-check-spec.types.ts';

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'];
const METHODS_WITH_BODY: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];
const UNSUPPORTED_KEYS = ['oauth2', 'crawl', 'env', 'templateBody'];

/** A credential given as text or canary-checker's `{ value }`; secret references are not read yet. */
function readSecretText(reader: SpecReader, key: string): string | undefined {
  const value = reader.raw(key);
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.value === 'string' && Object.keys(value).length === 1) return value.value;
  if (isPlainObject(value) && value.valueFrom !== undefined) {
    reader.issue(key, 'values from secrets are not supported yet: use a connection');
  } else {
    reader.issue(key, 'must be a string or {value}');
  }
  return undefined;
}

function readHeaders(reader: SpecReader): HttpHeader[] {
  const raw = reader.raw('headers');
  if (raw === undefined) return [];
  const path = reader.fieldPath('headers');
  if (isPlainObject(raw)) {
    return Object.entries(raw).flatMap(([name, value]) => {
      if (typeof value === 'string' || typeof value === 'number') return [{ name, value: String(value) }];
      reader.issues.push({ path: `${path}.${name}`, message: 'must be a string' });
      return [];
    });
  }
  if (!Array.isArray(raw)) {
    reader.issue('headers', 'must be a list of {name, value} or a map');
    return [];
  }
  return raw.flatMap((entry: unknown, index) => {
    const entryPath = `${path}[${index}]`;
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
      reader.issues.push({ path: entryPath, message: 'must be {name, value}' });
      return [];
    }
    if (entry.valueFrom !== undefined) {
      reader.issues.push({ path: `${entryPath}.valueFrom`, message: 'values from secrets are not supported yet' });
      return [];
    }
    const extra = Object.keys(entry).find((key) => key !== 'name' && key !== 'value');
    if (extra) reader.issues.push({ path: `${entryPath}.${extra}`, message: 'unknown key' });
    return [{ name: entry.name, value: entry.value === undefined || entry.value === null ? '' : String(entry.value) }];
  });
}

function readMethod(reader: SpecReader): HttpMethod {
  const text = reader.string('method');
  if (text === undefined) return 'GET';
  const method = HTTP_METHODS.find((m) => m === text.toUpperCase());
  if (!method) reader.issue('method', `must be one of ${HTTP_METHODS.join(', ')}`);
  return method ?? 'GET';
}

function readUrl(reader: SpecReader, hasConnection: boolean): string | undefined {
  const url = reader.string('url');
  const endpoint = reader.string('endpoint');
  if (url !== undefined && endpoint !== undefined) reader.issue('endpoint', 'use url or endpoint, not both');
  const target = url ?? endpoint;
  if (target === undefined) {
    if (!hasConnection) reader.issue('url', 'url is required');
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(target);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    reader.issue(url === undefined ? 'endpoint' : 'url', 'must be an http or https URL');
  }
  return target;
}

function readAuthentication(reader: SpecReader): { username?: string | undefined; password?: string | undefined } {
  const username = readSecretText(reader, 'username');
  const password = readSecretText(reader, 'password');
  const nested = reader.nested('authentication');
  if (!nested) return { username, password };
  const result = { username: readSecretText(nested, 'username') ?? username, password: readSecretText(nested, 'password') ?? password };
  nested.finish();
  return result;
}

/** canary-checker's `ntlm` / `ntlmv2` flags. NTLM replaces basic auth and writes the Authorization header itself. */
function readNtlm(reader: SpecReader, headers: HttpHeader[]): HttpCheckSpec['ntlm'] {
  const ntlm = reader.boolean('ntlm') === true;
  const ntlmv2 = reader.boolean('ntlmv2') === true;
  if (!ntlm && !ntlmv2) return undefined;
  const key = ntlmv2 ? 'ntlmv2' : 'ntlm';
  if (headers.some((header) => header.name.toLowerCase() === 'authorization')) {
    reader.issue(key, 'NTLM sets the Authorization header itself: remove the Authorization header');
  }
  return key;
}

function readTlsConfig(reader: SpecReader): boolean {
  const tls = reader.nested('tlsConfig');
  if (!tls) return false;
  const insecure = tls.boolean('insecureSkipVerify') ?? false;
  tls.ignore('handshakeTimeout');
  for (const key of ['ca', 'cert', 'key']) {
    if (tls.has(key)) tls.issue(key, 'not supported yet');
    tls.ignore(key);
  }
  tls.finish();
  return insecure;
}

function readJsonContent(reader: SpecReader): HttpCheckSpec['responseJSONContent'] {
  const nested = reader.nested('responseJSONContent');
  if (!nested) return undefined;
  const path = nested.string('path', { required: true });
  const raw = nested.raw('value');
  if (raw === undefined) nested.issue('value', 'value is required');
  nested.finish();
  return path === undefined || raw === undefined ? undefined : { path, value: typeof raw === 'string' ? raw : JSON.stringify(raw) };
}

/** Validates one `http` entry (see `HttpCheckSpec`); issues are added to the reader. */
export function readHttpSpec(reader: SpecReader): HttpCheckSpec | undefined {
  const connection = reader.string('connection');
  const url = readUrl(reader, connection !== undefined);
  const method = readMethod(reader);
  const body = reader.string('body');
  if (body !== undefined && !METHODS_WITH_BODY.includes(method)) reader.issue('body', 'a body is only sent with POST, PUT or PATCH');
  for (const key of UNSUPPORTED_KEYS) {
    if (reader.has(key)) reader.issue(key, 'not supported yet');
    reader.ignore(key);
  }
  const responseCodes = reader.list('responseCodes')?.flatMap((code: unknown, index) => {
    if (Number.isInteger(code) && (code as number) >= 100 && (code as number) <= 599) return [code as number];
    reader.issues.push({ path: `${reader.fieldPath('responseCodes')}[${index}]`, message: 'must be an HTTP status code' });
    return [];
  });
  const headers = readHeaders(reader);
  const authentication = readAuthentication(reader);
  const ntlm = readNtlm(reader, headers);
  if (ntlm !== undefined && authentication.username === undefined && connection === undefined) {
    reader.issue(ntlm, 'NTLM needs a username and password (or a connection that has them)');
  }
  const spec: Omit<HttpCheckSpec, keyof ReturnType<typeof readCheckBase>> = {
    url,
    connection,
    method,
    headers,
    body,
    ...authentication,
    ntlm,
    responseCodes: responseCodes && responseCodes.length > 0 ? responseCodes : undefined,
    thresholdMillis: reader.number('thresholdMillis', { min: 0 }),
    responseContent: reader.string('responseContent'),
    responseJSONContent: readJsonContent(reader),
    maxSSLExpiry: reader.number('maxSSLExpiry', { min: 0 }),
    insecureSkipVerify: readTlsConfig(reader),
  };
  const base = readCheckBase(reader, url ?? connection);
  reader.finish();
  return reader.issues.length > 0 ? undefined : { ...base, ...spec };
}
