import { setTimeout as sleep } from 'node:timers/promises';
import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '../scraper-type.ts';
import { extractConfigItems, type RawConfig } from '../base/config-item-extractor.ts';
import { fetchPage, type PageRequest, type PageResponse } from './http-page.fetcher.ts';
import { nextPageRequest, reducePage } from './http-pagination.ts';
import { httpScraperSchema, type HttpScraperSpec } from './http-scraper.schema.ts';

async function firstRequest(spec: HttpScraperSpec, context: ScraperContext): Promise<PageRequest> {
  let url = spec.url;
  let username = spec.username;
  let password = spec.password;
  if (spec.connection !== undefined) {
    const resolved = await context.resolveConnection(spec.connection);
    if (!resolved) throw new Error(`connection ${spec.connection} was not found`);
    url ??= resolved.url;
    username ??= resolved.username;
    password ??= resolved.password;
  }
  if (!url) throw new Error(`connection ${spec.connection ?? ''} has no URL`);
  const headers: Record<string, string> = { ...spec.headers };
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if (!has('accept')) headers.accept = 'application/json';
  if (!has('authorization') && (username !== undefined || password !== undefined)) {
    headers.authorization = `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;
  }
  if (spec.body !== undefined && !has('content-type')) headers['content-type'] = 'application/json';
  return { url, method: spec.method, headers, body: spec.body };
}

/**
 * Follows `nextPageExpr` until it says stop or `maxPages` is reached. A page that fails ends the
 * walk with an error on the run, keeping the pages read so far.
 */
async function readPages(spec: HttpScraperSpec, first: PageResponse, request: PageRequest, context: ScraperContext): Promise<{ bodies: unknown[]; errors: string[] }> {
  const bodies = [first.body];
  const pagination = spec.pagination;
  if (!pagination) return { bodies, errors: [] };
  let response = first;
  let previous = request;
  try {
    while (bodies.length < pagination.maxPages) {
      const next = nextPageRequest(pagination.nextPageExpr, response, previous);
      if (!next) return { bodies, errors: [] };
      if (pagination.delayMs > 0) await sleep(pagination.delayMs, undefined, { signal: context.signal });
      response = await fetchPage(next, context.signal);
      previous = next;
      bodies.push(response.body);
    }
    const more = nextPageRequest(pagination.nextPageExpr, response, previous);
    return { bodies, errors: more ? [`stopped after ${pagination.maxPages} pages (pagination.maxPages)`] : [] };
  } catch (error) {
    return { bodies, errors: [`page ${bodies.length + 1}: ${(error as Error).message}`] };
  }
}

function documentsOf(spec: HttpScraperSpec, bodies: unknown[]): unknown[] {
  const pagination = spec.pagination;
  if (!pagination || pagination.perPage) return bodies;
  return [bodies.reduce<unknown[]>((merged, body) => reducePage(pagination.reduceExpr, merged, body), [])];
}

async function scrapeHttp(spec: HttpScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  const request = await firstRequest(spec, context);
  // The first request failing fails the run: nothing was read.
  const first = await fetchPage(request, context.signal);
  const pages = await readPages(spec, first, request, context);
  const address = new URL(request.url);
  const defaults = { name: address.pathname.split('/').filter(Boolean).at(-1) ?? address.host, class: 'HTTP' };
  const raws: RawConfig[] = documentsOf(spec, pages.bodies).map((config) => ({ config, defaults }));
  const extracted = extractConfigItems(raws, spec);
  const result = emptyScrapeResult();
  result.items.push(...extracted.items);
  result.errors.push(...pages.errors, ...extracted.errors);
  return result;
}

/**
 * A JSON endpoint: the body (or each match of `items`) becomes an item. `id` and `type` come from
 * the spec; name defaults to the last part of the URL's path, class to `HTTP`.
 */
export const httpScraper: ScraperType<HttpScraperSpec> = defineScraperType({
  type: 'http',
  schema: httpScraperSchema,
  examples: [{ type: 'Directory::User', id: '$.id', name: '$.name', url: 'http://127.0.0.1:8080/users', items: '$.users[*]' }],
  run: scrapeHttp,
});
