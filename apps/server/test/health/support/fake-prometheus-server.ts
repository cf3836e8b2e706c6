import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSeries {
  labels: Record<string, string>;
  value: number;
}

export interface FakePrometheus {
  url: string;
  /** The Authorization header of the last request, or null. */
  lastAuthorization(): string | null;
  stop(): Promise<void>;
}

interface Options {
  /** Series by metric name, as a scrape would have stored them. */
  series: Record<string, FakeSeries[]>;
  /** When set, requests without this Basic login get 401, as a proxy in front of Prometheus does. */
  basicAuth?: { username: string; password: string };
  /** Path under which the API is served (Prometheus' --web.route-prefix). */
  prefix?: string;
}

const SELECTOR = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})?(?:\[(\d+)([smh])\])?$/;
const MATCHER = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!=|!~|=)\s*"((?:[^"\\]|\\.)*)"\s*$/;
const NOW_SECONDS = 1_700_000_000;

type Answer = { code: number; body: unknown };

function bad(error: string): Answer {
  return { code: 400, body: { status: 'error', errorType: 'bad_data', error } };
}

function matches(labels: Record<string, string>, matcher: RegExpExecArray): boolean {
  const [, name, op, raw] = matcher;
  const actual = labels[name!] ?? '';
  const expected = raw!.replace(/\\(.)/g, '$1');
  switch (op) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case '=~':
      return new RegExp(`^(?:${expected})$`).test(actual);
    default:
      return !new RegExp(`^(?:${expected})$`).test(actual);
  }
}

/** Answers the small part of PromQL the tests use: number literals, selectors with matchers, and range selectors. */
function evaluate(query: string, series: Record<string, FakeSeries[]>): Answer {
  const text = query.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return { code: 200, body: { status: 'success', data: { resultType: 'scalar', result: [NOW_SECONDS, text] } } };
  const selector = SELECTOR.exec(text);
  if (!selector) return bad(`1:1: parse error: unexpected character in "${text}"`);
  const [, metric, matcherText, rangeAmount] = selector;
  const matchers = (matcherText ?? '').split(',').filter((part) => part.trim() !== '');
  const parsed = matchers.map((part) => MATCHER.exec(part));
  if (parsed.some((m) => m === null)) return bad(`1:${metric!.length + 2}: parse error: unexpected character inside braces`);
  const found = (series[metric!] ?? []).filter((s) => parsed.every((m) => matches(s.labels, m!)));
  const metricOf = (s: FakeSeries) => ({ __name__: metric, ...s.labels });
  if (rangeAmount !== undefined) {
    const result = found.map((s) => ({ metric: metricOf(s), values: [[NOW_SECONDS - 30, String(s.value - 1)], [NOW_SECONDS, String(s.value)]] }));
    return { code: 200, body: { status: 'success', data: { resultType: 'matrix', result } } };
  }
  const result = found.map((s) => ({ metric: metricOf(s), value: [NOW_SECONDS, String(s.value)] }));
  return { code: 200, body: { status: 'success', data: { resultType: 'vector', result } } };
}

/** A local HTTP server answering Prometheus' `/api/v1/query` with the real JSON shapes. */
export async function startFakePrometheus(options: Options): Promise<FakePrometheus> {
  const prefix = options.prefix ?? '';
  let lastAuthorization: string | null = null;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    lastAuthorization = request.headers.authorization ?? null;
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (options.basicAuth) {
      const expected = `Basic ${Buffer.from(`${options.basicAuth.username}:${options.basicAuth.password}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Basic' }).end('Unauthorized\n');
        return;
      }
    }
    if (url.pathname !== `${prefix}/api/v1/query`) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found\n');
      return;
    }
    const query = url.searchParams.get('query');
    const answer = query === null || query === '' ? bad('invalid parameter "query": unknown position: parse error: no expression found in input') : evaluate(query, options.series);
    response.writeHead(answer.code, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    lastAuthorization: () => lastAuthorization,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
