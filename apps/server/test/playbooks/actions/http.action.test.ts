import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { httpAction, type HttpActionSpec } from '#src/playbooks/actions/http.action.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import type { PlaybookRunEngine } from '#src/playbooks/engine/playbook-run-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { actionRows, insertRun, quietLogger, runReaches, startTestEngine } from '../engine/engine-test-support.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local service: /ok answers JSON, /broken 503, /deploy checks Basic auth (deployer:s3cret) and echoes the body. */
function startService(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url === '/ok') {
        response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'abc' }).end('{"healthy":true}');
      } else if (request.url === '/broken') {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      } else if (request.url === '/deploy') {
        const expected = `Basic ${Buffer.from('deployer:s3cret').toString('base64')}`;
        if (request.headers.authorization !== expected) response.writeHead(401).end('who are you?');
        else response.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: JSON.parse(body) as unknown }));
      } else {
        response.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe(`http action against a local service (${testDbKind})`, () => {
  let db: TestDb;
  let server: Server;
  let base: string;
  const received: Received[] = [];
  const engines: PlaybookRunEngine[] = [];

  const parse = (raw: unknown): HttpActionSpec => {
    const parsed = httpAction.parse(raw, 'http');
    if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues));
    return parsed.spec;
  };
  const context = (): ActionContext => ({
    signal: new AbortController().signal,
    timeoutMs: 5000,
    db,
    logger: quietLogger,
    resolveConnection: createConnectionResolver(db),
    scripts: new ScriptRunner({ enabled: false, runAs: undefined }),
    env: {},
  });

  beforeAll(async () => {
    db = await createTestDb();
    server = await startService(received);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await db.query("INSERT INTO connections (name, namespace, type, url, username, password) VALUES ('deployer', 'default', 'http', $1, 'deployer', 's3cret')", [`${base}/deploy`]);
  });
  afterEach(async () => {
    received.length = 0;
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  it('answers the status, headers and body of a GET', async () => {
    const outcome = await httpAction.run(parse({ url: `${base}/ok` }), context());
    expect(outcome.result).toMatchObject({ status: 200, body: '{"healthy":true}', headers: expect.objectContaining({ 'x-request-id': 'abc' }) });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/ok' });
  });

  it('fails on a status outside the expected ones, keeping the response', async () => {
    const failure = await httpAction.run(parse({ url: `${base}/broken` }), context()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ActionFailedError);
    expect((failure as ActionFailedError).message).toBe(`GET ${base}/broken answered 503, expected 2xx`);
    expect((failure as ActionFailedError).partial?.result).toMatchObject({ status: 503, body: 'maintenance' });
    const accepted = await httpAction.run(parse({ url: `${base}/broken`, expectedStatus: [503] }), context());
    expect(accepted.result).toMatchObject({ status: 503 });
    const strict = await httpAction.run(parse({ url: `${base}/ok`, expectedStatus: [204] }), context()).catch((error: unknown) => error);
    expect((strict as Error).message).toBe(`GET ${base}/ok answered 200, expected 204`);
  });

  it("logs in with the connection's credentials and takes its url", async () => {
    const spec = parse({ connection: 'connection://default/deployer', method: 'post', headers: [{ name: 'content-type', value: 'application/json' }], body: '{"service":"api"}', expectedStatus: [202] });
    const outcome = await httpAction.run(spec, context());
    expect(outcome.result).toMatchObject({ status: 202, body: '{"accepted":{"service":"api"}}' });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/deploy', body: '{"service":"api"}' });
    const missing = await httpAction.run(parse({ connection: 'connection://default/nobody' }), context()).catch((error: unknown) => error);
    expect((missing as Error).message).toBe('connection connection://default/nobody not found');
  });

  it('fails with the reason when the service cannot be reached', async () => {
    const failure = await httpAction.run(parse({ url: 'http://127.0.0.1:1/nothing' }), context()).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/^GET http:\/\/127\.0\.0\.1:1\/nothing failed: .*ECONNREFUSED/);
  });

  it('refuses an entry with neither url nor connection, and a bad status list', () => {
    expect(httpAction.parse({ method: 'GET', expectedStatus: ['ok'] }, 'spec.actions[0].http')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.actions[0].http.url', message: 'url or connection is required' },
        { path: 'spec.actions[0].http.expectedStatus[0]', message: 'must be a number' },
      ]),
    });
  });

  it('runs in a playbook with templated url and body, its result stored with the action', async () => {
    engines.push(startTestEngine(db));
    const runId = await insertRun(db, {
      actions: [
        { name: 'check', http: { url: `${base}/{{.params.path}}` } },
        { name: 'deploy', http: { connection: 'deployer', method: 'POST', body: '{"service":"{{.params.service}}"}', expectedStatus: [202] } },
        { name: 'page', http: { url: `${base}/broken` } },
      ],
    }, { parameters: { path: 'ok', service: 'billing' } });
    const run = await runReaches(db, runId, ['completed', 'failed']);
    expect(run).toMatchObject({ status: 'failed', error: `page: GET ${base}/broken answered 503, expected 2xx` });
    const actions = await actionRows(db, runId);
    expect(actions.map((action) => [action.name, action.status, action.result?.status])).toEqual([['check', 'completed', 200], ['deploy', 'completed', 202], ['page', 'failed', 503]]);
    expect(actions[1]!.result?.body).toBe('{"accepted":{"service":"billing"}}');
  });
});
