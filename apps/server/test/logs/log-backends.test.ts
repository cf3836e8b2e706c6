import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';
import { FakeLogServices, minutesAgo } from './support/fake-log-services.ts';

interface Answer {
  total: number;
  more: boolean;
  results: { timestamp: string; message: string; labels: Record<string, string> }[];
  errors: { backend: string; message: string }[];
}

describe(`log backends searched through /api/logs, each against a local server speaking its API (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let viewer: TestPerson;
  let services: FakeLogServices;
  let dir: string;
  let componentId: string;

  const saveBackend = async (name: string, spec: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/db/logging_backends', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ name, spec }) });
    expect(response.statusCode, response.body).toBe(201);
  };
  const search = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/logs', headers: { ...viewer.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ id: componentId, ...body }) });
  const found = async (body: Record<string, unknown>) => {
    const response = await search(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };
  const messages = (answer: Answer) => answer.results.map((line) => line.message);

  beforeAll(async () => {
    services = new FakeLogServices();
    const url = await services.start();
    dir = mkdtempSync(join(tmpdir(), 'vigil-logs-'));
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    viewer = await t.person({ roles: ['viewer'] });

    services.loki = [
      { time: minutesAgo(30), line: 'order 1 paid', labels: { app: 'checkout', level: 'info' } },
      { time: minutesAgo(20), line: 'order 2 failed', labels: { app: 'checkout', level: 'error' } },
      { time: minutesAgo(10), line: 'order 3 paid', labels: { app: 'checkout', level: 'info' } },
      { time: minutesAgo(5), line: 'cart viewed', labels: { app: 'cart', level: 'info' } },
      { time: minutesAgo(120), line: 'order 0 paid, too old', labels: { app: 'checkout', level: 'info' } },
    ];
    services.indices.set('app-logs', [
      { '@timestamp': minutesAgo(40).toISOString(), message: 'payment accepted', service: 'checkout', host: { name: 'node-1' } },
      { '@timestamp': minutesAgo(15).toISOString(), message: 'payment declined', service: 'checkout', host: { name: 'node-2' } },
      { '@timestamp': minutesAgo(3).toISOString(), message: 'payment accepted', service: 'checkout', host: { name: 'node-1' } },
      { '@timestamp': minutesAgo(2).toISOString(), message: 'stock low', service: 'inventory', host: { name: 'node-1' } },
    ]);
    services.indices.set('es-logs', [{ time: minutesAgo(8).toISOString(), log: 'shipped parcel 7', service: 'shipping' }]);
    services.pods.set('shop/checkout-1', {
      labels: { app: 'checkout' },
      lines: [
        { time: minutesAgo(50), line: 'starting checkout-1', labels: {} },
        { time: minutesAgo(9), line: 'GET /pay 200', labels: {} },
      ],
    });
    services.pods.set('shop/checkout-2', { labels: { app: 'checkout' }, lines: [{ time: minutesAgo(6), line: 'GET /pay 500', labels: {} }] });
    services.pods.set('shop/cart-1', { labels: { app: 'cart' }, lines: [{ time: minutesAgo(4), line: 'GET /cart 200', labels: {} }] });

    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'app.log'), [`${minutesAgo(30).toISOString()} worker started`, `${minutesAgo(20).toISOString()} worker picked job 4`, ''].join('\n'));
    writeFileSync(join(dir, 'nested', 'api.log'), [JSON.stringify({ time: minutesAgo(7).getTime(), level: 30, msg: 'job 4 done', req: { id: 'r1' } }), ''].join('\n'));
    writeFileSync(join(dir, 'ignored.txt'), `${minutesAgo(1).toISOString()} not a log file\n`);

    const kubeconfig = [
      'apiVersion: v1', 'kind: Config', 'current-context: fake',
      'clusters:', '- name: fake', '  cluster:', `    server: ${url}`,
      'users:', '- name: fake', '  user:', '    token: fake-token',
      'contexts:', '- name: fake', '  context:', '    cluster: fake', '    user: fake', '',
    ].join('\n');
    await saveBackend('loki', { loki: [{ url, username: 'vigil', password: 's3cret', labels: { cluster: 'prod' } }] });
    await saveBackend('search', `opensearch:\n  - url: ${url}\n    index: app-logs\n`);
    await saveBackend('elastic', { elasticsearch: [{ name: 'shipping', url, index: 'es-logs', messageField: 'log', timestampField: 'time' }, { name: 'gone', url, index: 'deleted-index' }] });
    await saveBackend('cluster', { kubernetes: [{ kubeconfig, namespace: 'shop', labels: { env: 'prod' } }] });
    await saveBackend('files', { file: [{ paths: [`${dir}/**/*.log`] }] });
    await t.db.query("INSERT INTO connections (name, namespace, type, url, password) VALUES ('staging', 'default', 'kubernetes', $1, 'staging-token')", [url]);
    await t.db.query("INSERT INTO connections (name, namespace, type, url, username, password) VALUES ('loki', 'monitoring', 'http', $1, 'reader', 'pw')", [url]);
    const editor = await t.person({ roles: ['editor'] });
    for (const [name, spec] of [
      ['staging', { kubernetes: [{ connection: 'connection://default/staging', namespace: 'shop', labels: { env: 'staging' } }] }],
      ['loki via connection', { loki: [{ connection: 'connection://monitoring/loki', labels: { env: 'staging' } }] }],
    ] as const) {
      const saved = await t.app.inject({ method: 'POST', url: '/api/db/logging_backends', headers: { ...editor.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ name, spec }) });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const { rows } = await t.db.query<{ id: string }>(
      'INSERT INTO components (name, type, log_selectors) VALUES ($1, $2, $3) RETURNING id',
      ['checkout', 'Service', JSON.stringify([
        { name: 'loki', type: 'loki', labels: { app: 'checkout', cluster: 'prod' } },
        { name: 'loki-dev', type: 'loki', labels: { app: 'checkout', cluster: 'dev' } },
        { name: 'search', type: 'opensearch', labels: { service: 'checkout' } },
        { name: 'shipping', type: 'elasticsearch' },
        { name: 'pod', type: 'kubernetes', labels: { env: 'prod', pod: 'checkout-1' } },
        { name: 'pods', type: 'kubernetes', labels: { env: 'prod', app: 'checkout' } },
        { name: 'missing-pod', type: 'kubernetes', labels: { env: 'prod', pod: 'checkout-9' } },
        { name: 'files', type: 'file' },
        { name: 'staging pods', type: 'kubernetes', labels: { env: 'staging', pod: 'cart-1' } },
        { name: 'staging loki', type: 'loki', labels: { env: 'staging', app: 'cart' } },
      ])],
    );
    componentId = rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await services?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('loki', () => {
    it("answers the component's stream lines in the range, newest first, with the stream labels and the backend's", async () => {
      const answer = await found({ name: 'loki' });
      expect(messages(answer)).toEqual(['order 3 paid', 'order 2 failed', 'order 1 paid']);
      expect(answer.results[1]!.labels).toEqual({ app: 'checkout', level: 'error', cluster: 'prod' });
      expect(answer.more).toBe(false);
      const sent = new URL(services.requests.at(-1)!.path, 'http://x');
      expect(sent.searchParams.get('query')).toBe('{app="checkout"}');
      expect(services.requests.at(-1)!.authorization).toBe(`Basic ${Buffer.from('vigil:s3cret').toString('base64')}`);
    });

    it('filters by the search text and stops at the limit, saying more are available', async () => {
      expect(messages(await found({ name: 'loki', query: 'paid' }))).toEqual(['order 3 paid', 'order 1 paid']);
      const limited = await found({ name: 'loki', limit: 2 });
      expect(messages(limited)).toEqual(['order 3 paid', 'order 2 failed']);
      expect(limited.more).toBe(true);
      expect(messages(await found({ name: 'loki', start: 'now-3h' }))).toContain('order 0 paid, too old');
    });

    it("answers 502 with Loki's own reason when it refuses the query", async () => {
      const response = await search({ name: 'loki', query: '{app=checkout' });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toBe('loki loki: GET /loki/api/v1/query_range answered 400: parse error at line 1, col 1: syntax error: unexpected IDENTIFIER');
    });

    it("reaches Loki through a stored connection's url and login", async () => {
      expect(messages(await found({ name: 'staging loki' }))).toEqual(['cart viewed']);
      expect(services.requests.at(-1)!.authorization).toBe(`Basic ${Buffer.from('reader:pw').toString('base64')}`);
    });

    it('does not route a selector to a backend whose labels it does not carry', async () => {
      const response = await search({ name: 'loki-dev' });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('No log backend of type loki serves the log loki-dev of component checkout');
    });
  });

  describe('opensearch and elasticsearch', () => {
    it("answers the documents of the component's service, newest first, their fields as labels", async () => {
      const answer = await found({ name: 'search' });
      expect(messages(answer)).toEqual(['payment accepted', 'payment declined', 'payment accepted']);
      expect(answer.results[0]!.labels).toEqual({ service: 'checkout', 'host.name': 'node-1', index: 'app-logs' });
      const limited = await found({ name: 'search', query: 'accepted', limit: 1 });
      expect(messages(limited)).toEqual(['payment accepted']);
      expect(limited.more).toBe(true);
    });

    it("answers 502 with OpenSearch's root cause when it refuses the query", async () => {
      const response = await search({ name: 'search', query: 'payment AND (declined' });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toBe('opensearch search: POST /app-logs/_search answered 400: query_shard_exception: Failed to parse query [payment AND (declined]');
    });

    it('reads the message and time from the fields an elasticsearch entry names, and reports the entry whose index is gone', async () => {
      const answer = await found({ name: 'shipping' });
      expect(messages(answer)).toEqual(['shipped parcel 7']);
      expect(answer.results[0]!.timestamp).toBe(services.indices.get('es-logs')![0]!.time);
      expect(answer.errors).toEqual([{ backend: 'elasticsearch elastic/gone', message: 'POST /deleted-index/_search answered 404: index_not_found_exception: no such index [deleted-index]' }]);
    });
  });

  describe('kubernetes pod logs', () => {
    it("answers a named pod's lines in the range, newest first, with its RFC 3339 times", async () => {
      const answer = await found({ name: 'pod', start: '30m' });
      expect(messages(answer)).toEqual(['GET /pay 200']);
      expect(answer.results[0]!.labels).toEqual({ namespace: 'shop', pod: 'checkout-1', env: 'prod' });
      expect(answer.results[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(messages(await found({ name: 'pod' }))).toEqual(['GET /pay 200', 'starting checkout-1']);
    });

    it('reads every pod the labels select, merged newest first, and stops at the limit', async () => {
      expect(messages(await found({ name: 'pods' }))).toEqual(['GET /pay 500', 'GET /pay 200', 'starting checkout-1']);
      const filtered = await found({ name: 'pods', query: 'pay', limit: 1 });
      expect(messages(filtered)).toEqual(['GET /pay 500']);
      expect(filtered.more).toBe(true);
    });

    it('reaches the cluster through a stored connection, with its token', async () => {
      const answer = await found({ name: 'staging pods' });
      expect(messages(answer)).toEqual(['GET /cart 200']);
      expect(answer.results[0]!.labels).toEqual({ namespace: 'shop', pod: 'cart-1', env: 'staging' });
      expect(services.requests.at(-1)!.authorization).toBe('Bearer staging-token');
    });

    it("answers 502 with the Kubernetes API's reason for a pod that does not exist", async () => {
      const response = await search({ name: 'missing-pod' });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toBe('kubernetes cluster: the Kubernetes API refused GET /api/v1/namespaces/shop/pods/checkout-9/log: 404 NotFound: pods "checkout-9" not found');
    });
  });

  describe('files on the host', () => {
    it('reads the tail of every file the glob matches, text and JSON lines, newest first', async () => {
      const answer = await found({ name: 'files' });
      expect(messages(answer)).toEqual(['job 4 done', 'worker picked job 4', 'worker started']);
      expect(answer.results[0]!.labels).toEqual({ level: 'info', 'req.id': 'r1', path: join(dir, 'nested', 'api.log') });
      expect(answer.results[1]!.labels).toEqual({ path: join(dir, 'app.log') });
      const limited = await found({ name: 'files', query: 'JOB 4', limit: 1 });
      expect(messages(limited)).toEqual(['job 4 done']);
      expect(limited.more).toBe(true);
      expect(messages(await found({ name: 'files', start: '15m' }))).toEqual(['job 4 done']);
    });
  });

  it('searches a backend by its name, with labels given in the search', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'loki', labels: { app: 'cart', cluster: 'prod' } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(messages(response.json<Answer>())).toEqual(['cart viewed']);
  });
});
