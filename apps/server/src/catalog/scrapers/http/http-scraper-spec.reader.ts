import { isPlainObject, SpecReader } from '../../../health/spec/spec-reader.ts';
import type { SpecIssue } from '../../../health/spec/spec-issue.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { readCel } from '../base/cel-field.reader.ts';
import { readScraperCredentials } from '../base/scraper-credentials.reader.ts';
import { readScraperEntryBase } from '../base/scraper-entry-base.reader.ts';

export const HTTP_SCRAPER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpScraperMethod = (typeof HTTP_SCRAPER_METHODS)[number];

/** Pages fetched when `maxPages` is not given, and the most it may say: a scrape must end. */
export const DEFAULT_MAX_PAGES = 100;
export const MAX_PAGES_LIMIT = 1000;

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

/** A longer wait between pages would make one scrape outlast its schedule. */
export const MAX_PAGE_DELAY_MS = 60_000;

function readDelay(reader: SpecReader): number {
  const text = reader.string('delay');
  if (text === undefined) return 0;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text.trim());
  const unit = match?.[2];
  const delayMs = match ? Number(match[1]) * (unit === 'm' ? 60_000 : unit === 's' ? 1000 : 1) : Number.NaN;
  if (Number.isNaN(delayMs)) reader.issue('delay', 'must be a duration such as 500ms, 2s or 1m');
  else if (delayMs > MAX_PAGE_DELAY_MS) reader.issue('delay', 'must be at most 1m');
  return Number.isNaN(delayMs) ? 0 : delayMs;
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

const NOT_YET_SUPPORTED = ['env', 'bearer', 'oauth', 'tls', 'tlsConfig', 'format'];

function readHeaders(reader: SpecReader): Record<string, string> {
  const raw = reader.raw('headers');
  const headers: Record<string, string> = {};
  if (raw === undefined) return headers;
  const path = reader.fieldPath('headers');
  if (isPlainObject(raw)) {
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
      else reader.issues.push({ path: `${path}.${name}`, message: 'must be a string' });
    }
    return headers;
  }
  if (!Array.isArray(raw)) {
    reader.issue('headers', 'must be a list of {name, value} or a map');
    return headers;
  }
  raw.forEach((entry: unknown, index) => {
    const at = `${path}[${index}]`;
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
      reader.issues.push({ path: at, message: 'must be {name, value}' });
    } else if (entry.valueFrom !== undefined) {
      reader.issues.push({ path: `${at}.valueFrom`, message: 'values from secrets are not supported yet' });
    } else if (Object.keys(entry).some((key) => key !== 'name' && key !== 'value')) {
      reader.issues.push({ path: at, message: 'only name and value are allowed' });
    } else {
      headers[entry.name] = entry.value === undefined || entry.value === null ? '' : String(entry.value);
    }
  });
  return headers;
}

function readPagination(reader: SpecReader): HttpPagination | undefined {
  const nested = reader.nested('pagination');
  if (!nested) return undefined;
  const nextPageExpr = readCel(nested, 'nextPageExpr', { required: true });
  const reduceExpr = readCel(nested, 'reduceExpr');
  const perPage = nested.boolean('perPage') ?? false;
  const maxPages = nested.number('maxPages', { integer: true, min: 1 }) ?? DEFAULT_MAX_PAGES;
  if (maxPages > MAX_PAGES_LIMIT) nested.issue('maxPages', `must be at most ${MAX_PAGES_LIMIT}`);
  const delayMs = readDelay(nested);
  nested.finish();
  return nextPageExpr === undefined ? undefined : { nextPageExpr, reduceExpr, perPage, maxPages, delayMs };
}

function readUrl(reader: SpecReader): string | undefined {
  const url = reader.string('url');
  if (url === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'http:' && protocol !== 'https:') reader.issue('url', 'must be an http or https URL');
  return url;
}

export function parseHttpScraperSpec(raw: unknown, path: string): { spec: HttpScraperSpec } | { issues: SpecIssue[] } {
  const reader = SpecReader.of(raw, path);
  if (!reader) return { issues: [{ path, message: 'must be an object' }] };
  const base = readScraperEntryBase(reader);
  // The response has no natural id or type: the spec says where they come from.
  if (base.id === undefined) reader.issue('id', 'id is required');
  if (base.type === undefined) reader.issue('type', 'type is required');
  const url = readUrl(reader);
  const connection = reader.string('connection');
  if (connection !== undefined && !connection.startsWith('connection://')) reader.issue('connection', 'must be a connection://<namespace>/<name> reference');
  if (url === undefined && connection === undefined) reader.issue('url', 'url or connection is required');
  const methodText = reader.string('method')?.toUpperCase() ?? 'GET';
  const method = HTTP_SCRAPER_METHODS.find((m) => m === methodText);
  if (!method) reader.issue('method', `must be one of ${HTTP_SCRAPER_METHODS.join(', ')}`);
  const body = reader.string('body');
  if (body !== undefined && (method === 'GET' || method === 'DELETE')) reader.issue('body', 'a body is only sent with POST, PUT or PATCH');
  const headers = readHeaders(reader);
  const { username, password } = readScraperCredentials(reader);
  const pagination = readPagination(reader);
  for (const key of NOT_YET_SUPPORTED) {
    if (reader.has(key)) reader.issue(key, 'not supported yet');
    reader.ignore(key);
  }
  reader.finish();
  if (reader.issues.length > 0 || !method) return { issues: reader.issues };
  return { spec: { ...base, url, connection, method, headers, body, username, password, pagination } };
}
