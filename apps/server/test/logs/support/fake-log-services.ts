import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored log record of the fake services: when, what, and its labels (stream labels, document fields, pod). */
export interface StoredLine {
  time: Date;
  line: string;
  labels: Record<string, string>;
}

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body), contentType: 'application/json' });
const text = (status: number, body: string): Answer => ({ status, body, contentType: 'text/plain; charset=utf-8' });

/** Loki's answer to a query it cannot parse, as it words it (plain text, 400). */
function lokiSelector(query: string): { matchers: [string, string][]; contains?: string } | undefined {
  const match = /^\{([^}]*)\}\s*(?:\|=\s*"((?:[^"\\]|\\.)*)")?\s*$/.exec(query);
  if (!match) return undefined;
  const matchers = [...match[1]!.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!.replace(/\\(.)/g, '$1')] as [string, string]);
  if (matchers.length === 0) return undefined;
  return { matchers, contains: match[2]?.replace(/\\(.)/g, '$1') };
}

/**
 * A local server speaking the query APIs the log backends call, over stored lines: Loki's
 * `/loki/api/v1/query_range`, OpenSearch and Elasticsearch `/<index>/_search`, and the Kubernetes
 * pod list and pod log API, with each service's own error bodies. It records the requests.
 */
export class FakeLogServices {
  readonly requests: { method: string; path: string; body: string; authorization?: string | undefined }[] = [];
  loki: StoredLine[] = [];
  /** Documents by index. */
  indices = new Map<string, Record<string, unknown>[]>();
  /** Pods by `namespace/name`, with their labels and lines. */
  pods = new Map<string, { labels: Record<string, string>; lines: StoredLine[] }>();
  url = '';
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => this.serve(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private serve(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', body, authorization: request.headers.authorization });
      const url = new URL(request.url ?? '/', 'http://fake');
      const answer = this.answer(request.method ?? 'GET', url, body);
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body);
    });
  }

  private answer(method: string, url: URL, body: string): Answer {
    if (method === 'GET' && url.pathname === '/loki/api/v1/query_range') return this.lokiQuery(url.searchParams);
    const search = /^\/([^/]+)\/_search$/.exec(url.pathname);
    if (method === 'POST' && search) return this.openSearch(decodeURIComponent(search[1]!), body);
    const podLog = /^\/api\/v1\/namespaces\/([^/]+)\/pods\/([^/]+)\/log$/.exec(url.pathname);
    if (method === 'GET' && podLog) return this.podLog(decodeURIComponent(podLog[1]!), decodeURIComponent(podLog[2]!), url.searchParams);
    const podList = /^\/api\/v1\/namespaces\/([^/]+)\/pods$/.exec(url.pathname);
    if (method === 'GET' && podList) return this.podList(decodeURIComponent(podList[1]!), url.searchParams.get('labelSelector') ?? '');
    return text(404, '404 page not found');
  }

  private lokiQuery(params: URLSearchParams): Answer {
    const query = params.get('query') ?? '';
    const selector = lokiSelector(query);
    if (!selector) return text(400, `parse error at line 1, col 1: syntax error: unexpected IDENTIFIER`);
    const start = Number(BigInt(params.get('start') ?? '0') / 1_000_000n);
    const end = Number(BigInt(params.get('end') ?? `${Date.now() * 1_000_000}`) / 1_000_000n);
    const limit = Number(params.get('limit') ?? '100');
    const matching = this.loki
      .filter((line) => selector.matchers.every(([key, value]) => line.labels[key] === value))
      .filter((line) => selector.contains === undefined || line.line.includes(selector.contains))
      .filter((line) => line.time.getTime() >= start && line.time.getTime() <= end)
      .sort((a, b) => b.time.getTime() - a.time.getTime())
      .slice(0, limit);
    const streams = new Map<string, { stream: Record<string, string>; values: [string, string][] }>();
    for (const line of matching) {
      const key = JSON.stringify(line.labels);
      const stream = streams.get(key) ?? { stream: line.labels, values: [] };
      stream.values.push([`${BigInt(line.time.getTime()) * 1_000_000n}`, line.line]);
      streams.set(key, stream);
    }
    return json(200, { status: 'success', data: { resultType: 'streams', result: [...streams.values()], stats: {} } });
  }

  private openSearch(index: string, text: string): Answer {
    const documents = this.indices.get(index);
    if (!documents) {
      const cause = { type: 'index_not_found_exception', reason: `no such index [${index}]`, index };
      return json(404, { error: { root_cause: [cause], ...cause }, status: 404 });
    }
    const body = JSON.parse(text) as {
      size: number;
      sort: Record<string, { order: string }>[];
      query: { bool: { filter: Record<string, Record<string, unknown>>[]; must: { query_string: { query: string; default_field: string } }[] } };
    };
    const timeField = Object.keys(body.sort[0]!)[0]!;
    const queryString = body.query.bool.must[0]?.query_string;
    if (queryString && (queryString.query.match(/\(/g)?.length ?? 0) !== (queryString.query.match(/\)/g)?.length ?? 0)) {
      const cause = { type: 'query_shard_exception', reason: `Failed to parse query [${queryString.query}]`, index };
      return json(400, { error: { root_cause: [cause], type: 'search_phase_execution_exception', reason: 'all shards failed', phase: 'query' }, status: 400 });
    }
    const hits = documents.filter((document) =>
      body.query.bool.filter.every((clause) => {
        if (clause.range) {
          const [field, bounds] = Object.entries(clause.range)[0] as [string, { gte: string; lte: string }];
          const time = Date.parse(String(document[field]));
          return time >= Date.parse(bounds.gte) && time <= Date.parse(bounds.lte);
        }
        const [field, value] = Object.entries(clause.match_phrase ?? {})[0] as [string, unknown];
        return document[field] === value;
      }) && (!queryString || String(document[queryString.default_field]).includes(queryString.query)),
    );
    hits.sort((a, b) => Date.parse(String(b[timeField])) - Date.parse(String(a[timeField])));
    return json(200, {
      took: 1,
      timed_out: false,
      hits: { total: { value: hits.length, relation: 'eq' }, hits: hits.slice(0, body.size).map((source, i) => ({ _index: index, _id: String(i), _score: null, _source: source })) },
    });
  }

  private podLog(namespace: string, name: string, params: URLSearchParams): Answer {
    const pod = this.pods.get(`${namespace}/${name}`);
    if (!pod) {
      return json(404, { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: `pods "${name}" not found`, reason: 'NotFound', details: { name, kind: 'pods' }, code: 404 });
    }
    if (params.get('timestamps') !== 'true') return text(500, 'the fake answers with timestamps only');
    const since = Date.parse(params.get('sinceTime') ?? '1970-01-01T00:00:00Z');
    const tail = Number(params.get('tailLines') ?? '1000000');
    const lines = pod.lines.filter((line) => line.time.getTime() >= since).sort((a, b) => a.time.getTime() - b.time.getTime()).slice(-tail);
    return text(200, lines.map((line) => `${line.time.toISOString().replace('Z', '123456Z')} ${line.line}\n`).join(''));
  }

  private podList(namespace: string, labelSelector: string): Answer {
    const wanted = labelSelector.split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]);
    const items = [...this.pods.entries()]
      .filter(([key, pod]) => key.startsWith(`${namespace}/`) && wanted.every(([k, v]) => pod.labels[k] === v))
      .map(([key, pod]) => ({ metadata: { name: key.slice(namespace.length + 1), namespace, labels: pod.labels } }));
    return json(200, { kind: 'PodList', apiVersion: 'v1', metadata: {}, items });
  }
}

/** A time `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
