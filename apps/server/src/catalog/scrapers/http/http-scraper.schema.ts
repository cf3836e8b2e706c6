import { z } from 'zod';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, notSupportedKey, specBoolean, specChoice, specNumber, specObject, specOneOf, specString } from '#src/spec/spec-schema.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { baseScraperShape, celField, scraperValueField } from '../base/base-scraper.schema.ts';
import { scraperCredentialsOf, scraperCredentialsShape } from '../base/scraper-credentials.schema.ts';

export const HTTP_SCRAPER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpScraperMethod = (typeof HTTP_SCRAPER_METHODS)[number];

/** Pages fetched when `maxPages` is not given, and the most it may say: a scrape must end. */
export const DEFAULT_MAX_PAGES = 100;
export const MAX_PAGES_LIMIT = 1000;

/** A longer wait between pages would make one scrape outlast its schedule. */
export const MAX_PAGE_DELAY_MS = 60_000;

/** config-db's pagination: CEL over the last response decides the next request. */
export interface HttpPagination {
  /** Sees `response` {body, headers, status, url}; a URL, a {url, method, body, headers} map, or null/'' to stop. */
  nextPageExpr: string;
  /** Sees `acc` (the list so far) and `page` (a body); returns the new list. */
  reduceExpr?: string | undefined;
  /** Each page is a document of its own instead of all pages merged into one list. */
  perPage: boolean;
  maxPages: number;
  /** Milliseconds to wait between page requests (written `500ms`, `2s`), for rate-limited APIs. */
  delayMs: number;
}

/** An `http` entry of a scraper spec after validation. */
export interface HttpScraperSpec extends BaseScraperSpec {
  url?: string | undefined;
  /** A `connection://` reference whose url and credentials fill what the entry leaves out. */
  connection?: string | undefined;
  method: HttpScraperMethod;
  headers: Record<string, string>;
  body?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  pagination?: HttpPagination | undefined;
}

const isHttpUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const delaySchema = specString().transform((text, context) => {
  if (text === undefined) return 0;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text.trim());
  const unit = match?.[2];
  const delayMs = match ? Number(match[1]) * (unit === 'm' ? 60_000 : unit === 's' ? 1000 : 1) : Number.NaN;
  if (Number.isNaN(delayMs)) context.issues.push({ code: 'custom', message: 'must be a duration such as 500ms, 2s or 1m', input: text });
  else if (delayMs > MAX_PAGE_DELAY_MS) context.issues.push({ code: 'custom', message: 'must be at most 1m', input: text });
  return Number.isNaN(delayMs) ? 0 : delayMs;
});

const paginationSchema = specObject({
  nextPageExpr: celField({ required: true }),
  reduceExpr: celField(),
  perPage: specBoolean(),
  maxPages: specNumber({ integer: true, min: 1, max: MAX_PAGES_LIMIT }),
  delay: delaySchema,
})
  .transform(({ delay, ...pagination }): HttpPagination => ({ ...pagination, perPage: pagination.perPage ?? false, maxPages: pagination.maxPages ?? DEFAULT_MAX_PAGES, delayMs: delay }))
  .nullish();

const scalar = z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string' });

/** One `{name, value}` of a header list; anything else in it refuses the header as a whole. */
const headerEntry = z.preprocess(
  (entry, context) => {
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') context.addIssue({ code: 'custom', message: 'must be {name, value}' });
    else if (entry.valueFrom !== undefined) context.addIssue({ code: 'custom', message: 'values from secrets are not supported yet', path: ['valueFrom'] });
    else if (Object.keys(entry).some((key) => key !== 'name' && key !== 'value')) context.addIssue({ code: 'custom', message: 'only name and value are allowed' });
    return entry;
  },
  specObject({ name: z.string(), value: scalar.nullish() }),
);

const headersSchema = specChoice('must be a list of {name, value} or a map', [
  [isPlainObject, z.record(z.string(), z.union([z.string(), z.number()], { error: 'must be a string' }))],
  [Array.isArray, z.array(headerEntry)],
]).transform((headers): Record<string, string> => {
  if (headers === undefined) return {};
  const entries = Array.isArray(headers) ? headers.map((header) => [header.name, header.value === undefined || header.value === null ? '' : String(header.value)]) : Object.entries(headers);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
});

/**
 * One `http` entry of a scraper spec, as config-db spells it: a url or a `connection://`
 * reference, the request, credentials (top level or under `auth`) and CEL pagination. The
 * response has no natural id or type: the spec says where they come from. config-db's `env`,
 * `bearer`, `oauth`, `tls`, `tlsConfig` and `format` are not supported yet.
 */
export const httpScraperSchema = acrossFields(
  needsOneOf(
    specObject({
      ...baseScraperShape,
      id: scraperValueField({ required: true }),
      type: scraperValueField({ required: true }),
      url: specString().refine((url) => url === undefined || isHttpUrl(url), { error: 'must be an http or https URL' }),
      connection: specString().refine((connection) => connection === undefined || connection.startsWith('connection://'), {
        error: 'must be a connection://<namespace>/<name> reference',
      }),
      method: specOneOf(HTTP_SCRAPER_METHODS).transform((method) => method ?? 'GET'),
      body: specString(),
      headers: headersSchema,
      ...scraperCredentialsShape,
      pagination: paginationSchema,
      env: notSupportedKey(),
      bearer: notSupportedKey(),
      oauth: notSupportedKey(),
      tls: notSupportedKey(),
      tlsConfig: notSupportedKey(),
      format: notSupportedKey(),
    }),
    ['url', 'connection'],
  ),
  (entry, issue) => {
    if (entry.url === undefined && entry.connection === undefined) issue('url', 'url or connection is required');
    if (entry.body !== undefined && (entry.method === 'GET' || entry.method === 'DELETE')) issue('body', 'a body is only sent with POST, PUT or PATCH');
  },
).transform(
  ({ username, password, auth, pagination, env: _env, bearer: _bearer, oauth: _oauth, tls: _tls, tlsConfig: _tlsConfig, format: _format, ...entry }): HttpScraperSpec => ({
    ...entry,
    ...scraperCredentialsOf({ username, password, auth }),
    pagination: pagination ?? undefined,
  }),
);
