import { z } from 'zod';
import { plainSecretSchema } from '#src/connections/secret-value.schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import {
  acrossFields,
  ignoredKey,
  needsOneOf,
  notSupportedKey,
  REQUIRED,
  specBoolean,
  specChoice,
  specList,
  specNumber,
  specObject,
  specOneOf,
  specString,
} from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import type { HttpCheckSpec, HttpHeader, HttpMethod } from './http-check-spec.types.ts';

const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'];
const METHODS_WITH_BODY: readonly string[] = ['POST', 'PUT', 'PATCH'];

const isHttpUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const httpUrl = () => specString().refine((text) => text === undefined || isHttpUrl(text), { error: 'must be an http or https URL' });

const methodSchema = specOneOf(HTTP_METHODS).transform((method) => method ?? 'GET');

const statusCode = z
  .int({ error: 'must be an HTTP status code' })
  .min(100, { error: 'must be an HTTP status code' })
  .max(599, { error: 'must be an HTTP status code' });

const headerMap = z
  .record(z.string(), z.union([z.string(), z.number()], { error: 'must be a string' }))
  .transform((map): HttpHeader[] => Object.entries(map).map(([name, value]) => ({ name, value: String(value) })));

/** One `{name, value}` of a header list; a header without a name is refused as a whole. */
const headerEntry = z.preprocess(
  (entry, context) => {
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') context.addIssue({ code: 'custom', message: 'must be {name, value}' });
    return entry;
  },
  specObject({
    name: z.string(),
    value: z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string' }).nullish(),
    valueFrom: notSupportedKey('values from secrets are not supported yet'),
  }).transform((header): HttpHeader => ({ name: header.name, value: header.value === undefined || header.value === null ? '' : String(header.value) })),
);

const headersSchema = specChoice('must be a list of {name, value} or a map', [
  [isPlainObject, headerMap],
  [Array.isArray, z.array(headerEntry)],
]).transform((headers) => headers ?? []);

const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a JSON value'),
});

const responseJsonContentSchema = specObject({ path: specString({ required: true }), value: jsonValue })
  .transform((content) => ({ path: content.path, value: typeof content.value === 'string' ? content.value : JSON.stringify(content.value) }))
  .nullish();

const tlsConfigSchema = specObject({
  insecureSkipVerify: specBoolean(),
  handshakeTimeout: ignoredKey(),
  ca: notSupportedKey(),
  cert: notSupportedKey(),
  key: notSupportedKey(),
}).nullish();

const headerNames = (headers: unknown): string[] => {
  if (isPlainObject(headers)) return Object.keys(headers);
  if (!Array.isArray(headers)) return [];
  return headers.flatMap((header: unknown) => (isPlainObject(header) && typeof header.name === 'string' ? [header.name] : []));
};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const httpEntrySchema = acrossFields(
  needsOneOf(specObject({
    connection: specString(),
    url: httpUrl(),
    endpoint: httpUrl(),
    method: methodSchema,
    body: specString(),
    oauth2: notSupportedKey(),
    crawl: notSupportedKey(),
    env: notSupportedKey(),
    templateBody: notSupportedKey(),
    responseCodes: specList(statusCode),
    headers: headersSchema,
    username: plainSecretSchema,
    password: plainSecretSchema,
    authentication: specObject({ username: plainSecretSchema, password: plainSecretSchema }).nullish(),
    ntlm: specBoolean(),
    ntlmv2: specBoolean(),
    thresholdMillis: specNumber({ min: 0 }),
    responseContent: specString(),
    responseJSONContent: responseJsonContentSchema,
    maxSSLExpiry: specNumber({ min: 0 }),
    tlsConfig: tlsConfigSchema,
    ...checkBaseShape,
  }), ['url', 'endpoint', 'connection']),
  (entry, issue) => {
    const url = textOf(entry.url);
    const endpoint = textOf(entry.endpoint);
    const connection = textOf(entry.connection);
    if (url !== undefined && endpoint !== undefined) issue('endpoint', 'use url or endpoint, not both');
    if (url === undefined && endpoint === undefined && connection === undefined) issue('url', 'url is required');
    const method = typeof entry.method === 'string' ? entry.method.toUpperCase() : 'GET';
    if (textOf(entry.body) !== undefined && !METHODS_WITH_BODY.includes(method)) issue('body', 'a body is only sent with POST, PUT or PATCH');
    const ntlm = entry.ntlmv2 === true ? 'ntlmv2' : entry.ntlm === true ? 'ntlm' : undefined;
    if (ntlm === undefined) return;
    if (headerNames(entry.headers).some((name) => name.toLowerCase() === 'authorization')) {
      issue(ntlm, 'NTLM sets the Authorization header itself: remove the Authorization header');
    }
    const authentication = isPlainObject(entry.authentication) ? entry.authentication : {};
    if (entry.username === undefined && authentication.username === undefined && connection === undefined) {
      issue(ntlm, 'NTLM needs a username and password (or a connection that has them)');
    }
  },
);

/**
 * One `http` entry (see `HttpCheckSpec`): `url` or canary-checker's older `endpoint`, credentials
 * as text or `{ value }` (top level or under `authentication`), headers as a map or a list, and the
 * response expectations. The check is named after its url (or connection) unless named.
 */
export const httpCheckSchema = namedCheck(httpEntrySchema, (entry) => entry.url ?? entry.endpoint ?? entry.connection).transform(
  ({ url, endpoint, authentication, ntlm, ntlmv2, tlsConfig, responseCodes, username, password, oauth2: _oauth2, crawl: _crawl, env: _env, templateBody: _templateBody, ...entry }): HttpCheckSpec => ({
    ...entry,
    url: url ?? endpoint,
    username: authentication?.username ?? username,
    password: authentication?.password ?? password,
    ntlm: ntlmv2 === true ? 'ntlmv2' : ntlm === true ? 'ntlm' : undefined,
    responseCodes: responseCodes && responseCodes.length > 0 ? responseCodes : undefined,
    responseJSONContent: entry.responseJSONContent ?? undefined,
    insecureSkipVerify: tlsConfig?.insecureSkipVerify ?? false,
  }),
);
