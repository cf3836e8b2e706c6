import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elasticsearchCheck, type ElasticsearchCheckSpec } from '#src/health/checks/elasticsearch.check.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startFakeElasticsearchServer, type FakeElasticsearchServer } from '../support/fake-elasticsearch-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const PASSWORD = 'elastic-s3cret';
const API_QUERY = JSON.stringify({ query: { term: { 'system.role': 'api' } } });
const LOGS = [
  { 'system.role': 'api', message: 'started' },
  { 'system.role': 'api', message: 'ready' },
  { 'system.role': 'worker', message: 'idle' },
];

function parsed(raw: Record<string, unknown>): ElasticsearchCheckSpec {
  return parsedCheckSpec(elasticsearchCheck, { name: 'logs', index: 'logs', query: API_QUERY, ...raw });
}

describe('elasticsearch check parsing', () => {
  it('accepts a canary-checker entry unchanged', () => {
    const result = elasticsearchCheck.parse(
      {
        url: 'http://elasticsearch.default.svc:9200',
        description: 'Elasticsearch checker',
        index: 'index',
        query: '{\n  "query": {\n    "term": {\n      "system.role": "api"\n    }\n  }\n}\n',
        results: 1,
        auth: { username: { value: 'admin' }, password: { value: 'secret' } },
      },
      'spec.elasticsearch[0]',
    );
    expect(result).toEqual({
      spec: expect.objectContaining({
        name: 'http://elasticsearch.default.svc:9200',
        index: 'index',
        results: 1,
        username: { value: 'admin' },
        password: { value: 'secret' },
      }),
    });
    if ('spec' in result) expect(elasticsearchCheck.endpoint(result.spec)).toBe('http://elasticsearch.default.svc:9200/index');
  });

  it('reports a query that is not JSON as an issue of the query field', () => {
    const result = elasticsearchCheck.parse({ url: 'http://es:9200', index: 'logs', query: '{"query": ' }, 'spec.elasticsearch[1]');
    expect(result).toEqual({
      issues: [{ path: 'spec.elasticsearch[1].query', message: expect.stringMatching(/^must be a JSON search body: /) }],
    });
    expect(elasticsearchCheck.parse({ url: 'http://es:9200', index: 'logs', query: '[1]' }, 'p')).toEqual({
      issues: [{ path: 'p.query', message: 'must be a JSON search body: an object such as {"query": {...}}' }],
    });
  });

  it('names missing and bad fields by their path', () => {
    const result = elasticsearchCheck.parse({ name: 'es', results: -1, size: 3 }, 'spec.elasticsearch[2]');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.elasticsearch[2].index', message: 'index is required' },
        { path: 'spec.elasticsearch[2].query', message: 'query is required' },
        { path: 'spec.elasticsearch[2].results', message: 'must be at least 0' },
        { path: 'spec.elasticsearch[2].url', message: 'url or connection is required' },
        { path: 'spec.elasticsearch[2].size', message: 'unknown key' },
      ]),
    });
    expect(elasticsearchCheck.parse({ url: 'es:9200', index: 'a/b', query: '{}' }, 'p')).toEqual({
      issues: [
        { path: 'p.url', message: 'must be an http:// or https:// URL' },
        { path: 'p.index', message: 'must be an index name or pattern, without spaces, /, \\, ?, # or quotes' },
      ],
    });
  });
});

describe('elasticsearch check against an Elasticsearch-shaped server', () => {
  let server: FakeElasticsearchServer;
  let secured: FakeElasticsearchServer;

  beforeAll(async () => {
    server = await startFakeElasticsearchServer({ indices: { logs: LOGS } });
    secured = await startFakeElasticsearchServer({ indices: { logs: LOGS }, credentials: { username: 'admin', password: PASSWORD } });
  });

  afterAll(async () => {
    await server?.stop();
    await secured?.stop();
  });

  it('passes when the search finds the expected number of hits, and sends the query', async () => {
    const result = await elasticsearchCheck.run(parsed({ url: server.url, results: 2 }), probeContext());
    expect(result).toMatchObject({ pass: true, message: 'the search found 2 hits', data: { count: 2 } });
    expect(result.data.results).toEqual([
      expect.objectContaining({ _source: LOGS[0] }),
      expect.objectContaining({ _source: LOGS[1] }),
    ]);
    expect(result.data.json).toMatchObject({ hits: { total: { value: 2, relation: 'eq' } } });
    expect(server.searches.at(-1)).toEqual(JSON.parse(API_QUERY));
  });

  it('fails with both numbers when the count differs', async () => {
    const result = await elasticsearchCheck.run(parsed({ url: server.url, results: 1 }), probeContext());
    expect(result).toMatchObject({ pass: false, message: 'the search found 2 hits, expected 1', data: { count: 2 } });
    const none = await elasticsearchCheck.run(parsed({ url: server.url, query: '{"query":{"term":{"system.role":"db"}}}', results: 3 }), probeContext());
    expect(none.message).toBe('the search found 0 hits, expected 3');
  });

  it('counts hits.total given as a number by older versions', async () => {
    const legacy = await startFakeElasticsearchServer({ indices: { logs: LOGS }, legacyTotals: true });
    try {
      const result = await elasticsearchCheck.run(parsed({ url: legacy.url, results: 2 }), probeContext());
      expect(result).toMatchObject({ pass: true, data: { count: 2 } });
    } finally {
      await legacy.stop();
    }
  });

  it('fails with the reason Elasticsearch gives for a missing index or a bad query', async () => {
    const missing = await elasticsearchCheck.run(parsed({ url: server.url, index: 'audit' }), probeContext());
    expect(missing).toMatchObject({
      pass: false,
      message: 'elasticsearch answered 404: index_not_found_exception: no such index [audit]',
    });
    const unknown = await elasticsearchCheck.run(parsed({ url: server.url, query: '{"query":{"fuzzy_ish":{}}}' }), probeContext());
    expect(unknown.message).toBe('elasticsearch answered 400: parsing_exception: unknown query [fuzzy_ish]');
  });

  it('logs in with basic credentials from the spec or a connection, never showing the password', async () => {
    const fromSpec = await elasticsearchCheck.run(
      parsed({ url: secured.url, results: 2, auth: { username: { value: 'admin' }, password: { value: PASSWORD } } }),
      probeContext(),
    );
    expect(fromSpec.pass).toBe(true);
    const reference = 'connection://default/search';
    const context = probeContext({
      connections: { [reference]: { type: 'elasticsearch', url: `${secured.url}/`, username: 'admin', password: PASSWORD, properties: {} } },
    });
    expect((await elasticsearchCheck.run(parsed({ connection: reference, results: 2 }), context)).pass).toBe(true);
    const inUrl = secured.url.replace('http://', `http://admin:${PASSWORD}@`);
    expect((await elasticsearchCheck.run(parsed({ url: inUrl, results: 2 }), probeContext())).pass).toBe(true);
    const wrong = await elasticsearchCheck.run(parsed({ url: secured.url, username: 'admin', password: 'not-it' }), probeContext());
    expect(wrong).toMatchObject({ pass: false, message: expect.stringMatching(/^elasticsearch answered 401: security_exception: /) });
    for (const result of [fromSpec, wrong]) expect(JSON.stringify(result)).not.toMatch(/elastic-s3cret|not-it/);
  });

  it('fails with a clear message when nothing listens at the address', async () => {
    const result = await elasticsearchCheck.run(parsed({ url: `http://127.0.0.1:${await freePort()}` }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^cannot reach elasticsearch: .*ECONNREFUSED/);
  });

  it('gives up when the server does not answer within the check timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const result = await elasticsearchCheck.run(parsed({ url }), probeContext({ timeoutMs: 500 }));
      expect(result).toMatchObject({ pass: false, message: 'no answer within 500ms' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
