import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpScraper } from '#src/catalog/scrapers/http/http-scraper.ts';
import type { HttpScraperSpec } from '#src/catalog/scrapers/http/http-scraper.schema.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';

interface Seen {
  method: string;
  url: string;
  authorization?: string | undefined;
  tenant?: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let base: string;

const USERS = [
  { id: 1, login: 'ada' },
  { id: 2, login: 'brian' },
  { id: 3, login: 'grace' },
  { id: 4, login: 'linus' },
  { id: 5, login: 'margaret' },
];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      seen.push({ method: request.method ?? '', url: url.pathname + url.search, authorization: request.headers.authorization, tenant: request.headers['x-tenant'] as string | undefined, body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/users') {
        const page = Number(url.searchParams.get('page') ?? '1');
        const slice = USERS.slice((page - 1) * 2, page * 2);
        json(200, { items: slice, next: page * 2 < USERS.length ? `/users?page=${page + 1}` : null });
      } else if (url.pathname === '/search' && request.method === 'POST') {
        const query = JSON.parse(body) as { login: string };
        json(200, { results: USERS.filter((user) => user.login.startsWith(query.login)) });
      } else if (url.pathname === '/broken') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('database is down');
      } else {
        json(404, { error: 'not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function context(connections: Record<string, ResolvedConnection> = {}): ScraperContext {
  return {
    signal: new AbortController().signal,
    scraperId: 's1',
    resolveConnection: (reference) => Promise.resolve(connections[reference]),
  };
}

function parsed(raw: Record<string, unknown>): HttpScraperSpec {
  const result = httpScraper.parse({ id: '$.id', type: 'Directory::User', ...raw }, 'spec.http[0]');
  if (!('spec' in result)) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.spec;
}

describe('http scraper', () => {
  it('POSTs a body with headers and basic credentials and makes an item of each match', async () => {
    seen.length = 0;
    const spec = parsed({
      url: `${base}/search`,
      method: 'POST',
      body: '{"login":"g"}',
      headers: [{ name: 'X-Tenant', value: 'blue' }],
      username: 'scraper',
      password: { value: 's3cret' },
      items: '$.results[*]',
      name: '$.login',
    });
    const result = await httpScraper.run(spec, context());
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => [item.externalId, item.name, item.type, item.config])).toEqual([
      [['3'], 'grace', 'Directory::User', { id: 3, login: 'grace' }],
    ]);
    expect(seen).toEqual([
      { method: 'POST', url: '/search', authorization: `Basic ${Buffer.from('scraper:s3cret').toString('base64')}`, tenant: 'blue', body: '{"login":"g"}' },
    ]);
  });

  it('follows nextPageExpr across three pages and merges them into one list', async () => {
    seen.length = 0;
    const spec = parsed({
      connection: 'connection://default/directory',
      items: '$[*]',
      name: '$.login',
      pagination: { nextPageExpr: 'response.body.next != null ? response.body.next : null' },
    });
    const result = await httpScraper.run(spec, context({ 'connection://default/directory': { type: 'http', url: `${base}/users`, username: 'u', password: 'p', properties: {} } }));
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => item.name)).toEqual(['ada', 'brian', 'grace', 'linus', 'margaret']);
    expect(seen.map((request) => request.url)).toEqual(['/users', '/users?page=2', '/users?page=3']);
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set([`Basic ${Buffer.from('u:p').toString('base64')}`]));
  });

  it('stops at maxPages and says so, and keeps each page apart with perPage', async () => {
    seen.length = 0;
    const spec = parsed({
      url: `${base}/users`,
      id: '$.next',
      type: 'Directory::Page',
      pagination: { nextPageExpr: 'response.body.next', perPage: true, maxPages: 2, delay: '5ms' },
    });
    const result = await httpScraper.run(spec, context());
    expect(result.items.map((item) => item.externalId[0])).toEqual(['/users?page=2', '/users?page=3']);
    expect(result.errors).toEqual(['stopped after 2 pages (pagination.maxPages)']);
    expect(seen).toHaveLength(2);
  });

  it('fails the run when the endpoint answers 500, naming the status and the reason', async () => {
    await expect(httpScraper.run(parsed({ url: `${base}/broken` }), context())).rejects.toThrow(
      `GET ${base}/broken returned HTTP 500: database is down`,
    );
  });

  it('fails the run when the connection does not exist', async () => {
    await expect(httpScraper.run(parsed({ connection: 'connection://default/missing' }), context())).rejects.toThrow(
      'connection connection://default/missing was not found',
    );
  });

  it('rejects a bad spec with every field named', () => {
    const result = httpScraper.parse(
      { url: 'ftp://example.com/x', method: 'FETCH', headers: 'x', pagination: { nextPageExpr: 'response.body.(', maxPages: 0, delay: 'soon' }, oauth: {}, extra: 1 },
      'spec.http[0]',
    );
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.http[0].id', message: 'id is required' },
        { path: 'spec.http[0].type', message: 'type is required' },
        { path: 'spec.http[0].url', message: 'must be an http or https URL' },
        { path: 'spec.http[0].method', message: 'must be one of GET, POST, PUT, PATCH, DELETE' },
        { path: 'spec.http[0].headers', message: 'must be a list of {name, value} or a map' },
        { path: 'spec.http[0].pagination.nextPageExpr', message: expect.stringContaining('syntax error') },
        { path: 'spec.http[0].pagination.maxPages', message: 'must be at least 1' },
        { path: 'spec.http[0].pagination.delay', message: 'must be a duration such as 500ms, 2s or 1m' },
        { path: 'spec.http[0].oauth', message: 'not supported yet' },
        { path: 'spec.http[0].extra', message: 'unknown key' },
      ]),
    });
    expect(httpScraper.parse({ id: 'x', type: 'A::B' }, 'spec.http[1]')).toEqual({
      issues: [{ path: 'spec.http[1].url', message: 'url or connection is required' }],
    });
  });
});
