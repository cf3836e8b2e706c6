import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Source = Record<string, unknown>;

export interface FakeElasticsearchOptions {
  /** Documents by index name; searching any other index is `index_not_found_exception`. */
  indices: Record<string, Source[]>;
  /** When set, every request must carry these basic credentials. */
  credentials?: { username: string; password: string };
  /** Answer `hits.total` as a plain number, as Elasticsearch 6 and older do. */
  legacyTotals?: boolean;
}

export interface FakeElasticsearchServer {
  url: string;
  /** The bodies of the searches received, parsed. */
  searches: unknown[];
  stop(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** An error in Elasticsearch's own shape: the cause, repeated as the root cause, and the status. */
function sendError(response: ServerResponse, status: number, cause: Record<string, unknown>): void {
  sendJson(response, status, { error: { root_cause: [cause], ...cause }, status });
}

function indexNotFound(index: string): Record<string, unknown> {
  return {
    type: 'index_not_found_exception',
    reason: `no such index [${index}]`,
    'resource.type': 'index_or_alias',
    'resource.id': index,
    index_uuid: '_na_',
    index,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Supports `match_all` and single-field `term` queries; anything else is a parsing error. */
function matcher(body: unknown): ((source: Source) => boolean) | string {
  const query = isObject(body) ? body.query : undefined;
  if (query === undefined) return () => true;
  if (!isObject(query)) return '[query] query malformed, no start_object after query name';
  const [kind, clause] = Object.entries(query)[0] ?? [];
  if (kind === 'match_all') return () => true;
  if (kind === 'term' && isObject(clause)) {
    const [field, expected] = Object.entries(clause)[0] ?? [];
    const value = isObject(expected) ? expected.value : expected;
    return (source) => field !== undefined && source[field] === value;
  }
  return `unknown query [${kind ?? ''}]`;
}

function authorized(request: IncomingMessage, options: FakeElasticsearchOptions): boolean {
  if (!options.credentials) return true;
  const { username, password } = options.credentials;
  return request.headers.authorization === `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

function search(options: FakeElasticsearchOptions, index: string, body: unknown, response: ServerResponse): void {
  const documents = options.indices[index];
  if (!documents) return sendError(response, 404, indexNotFound(index));
  const matches = matcher(body);
  if (typeof matches === 'string') {
    return sendError(response, 400, { type: 'parsing_exception', reason: matches, line: 1, col: 11 });
  }
  const found = documents.filter(matches);
  const total = options.legacyTotals ? found.length : { value: found.length, relation: 'eq' };
  sendJson(response, 200, {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total,
      max_score: found.length > 0 ? 1 : null,
      hits: found.map((source, id) => ({ _index: index, _id: String(id + 1), _score: 1, _source: source })),
    },
  });
}

/** An HTTP server answering `POST /<index>/_search` the way Elasticsearch does, errors included. */
export async function startFakeElasticsearchServer(options: FakeElasticsearchOptions): Promise<FakeElasticsearchServer> {
  const searches: unknown[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!authorized(request, options)) {
        return sendError(response, 401, {
          type: 'security_exception',
          reason: `unable to authenticate user for REST request [${request.url ?? ''}]`,
          header: { 'WWW-Authenticate': ['Basic realm="security" charset="UTF-8"'] },
        });
      }
      const match = /^\/([^/?]+)\/_search(?:\?.*)?$/.exec(request.url ?? '');
      if (!match?.[1] || request.method !== 'POST') {
        return sendError(response, 405, { type: 'illegal_argument_exception', reason: 'unsupported request' });
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        return sendError(response, 400, { type: 'x_content_parse_exception', reason: 'Failed to parse request body' });
      }
      searches.push(body);
      search(options, decodeURIComponent(match[1]), body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    searches,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
