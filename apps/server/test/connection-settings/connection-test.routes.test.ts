import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { startFakeTdsServer, type FakeTdsServer } from '#test/health/support/fake-tds-server.ts';
import { startMariaDbServer, type MariaDbServer } from '#test/health/support/mariadb-server.ts';
import { startRedisTestServer, type RedisTestServer } from '#test/health/support/redis-test-server.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { startFakeS3Server, type FakeS3Server } from './support/fake-s3-server.ts';

const HTTP_SECRET = 'http-Secret-1b2c';
const REDIS_SECRET = 'redis-Secret-3d4e';
const S3_SECRET = 's3-Secret-5f6a';
const SMTP_SECRET = 'smtp-Secret-7a8b';

/** A plain SMTP server that wants a login of relay:SMTP_SECRET. */
async function startSmtpServer(): Promise<{ port: number; server: SMTPServer }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay' && auth.password === SMTP_SECRET) return callback(null, { user: 'relay' });
      return callback(new Error('Invalid username or password'));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, server };
}

/** Answers /open to anyone, /private only to reader:HTTP_SECRET, and takes webhook posts on /hook. */
async function startHttpTarget(): Promise<{ base: string; server: Server; hooks: unknown[] }> {
  const hooks: unknown[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/hook' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        hooks.push(JSON.parse(body));
        response.end('1');
      });
      return;
    }
    if (request.url === '/private' && request.headers.authorization !== `Basic ${Buffer.from(`reader:${HTTP_SECRET}`).toString('base64')}`) {
      response.writeHead(401, { 'content-type': 'text/plain' });
      return response.end('who are you?');
    }
    response.end('fine');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, hooks };
}

/** A bare repository whose branch `main` holds one commit. */
function bareRepository(dir: string): string {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 't@example.test', HOME: dir };
  const work = join(dir, 'work');
  const bare = join(dir, 'app.git');
  execFileSync('git', ['init', '-q', '-b', 'main', work], { env });
  execFileSync('git', ['-C', work, 'commit', '-q', '--allow-empty', '-m', 'first'], { env });
  execFileSync('git', ['clone', '-q', '--bare', work, bare], { env });
  return bare;
}

describe(`POST /api/connection/test/:id (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let http: Awaited<ReturnType<typeof startHttpTarget>>;
  let redis: RedisTestServer;
  let s3: FakeS3Server;
  let gitDir: string;

  const save = async (connection: Record<string, unknown>): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/db/connections',
      headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify(connection),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }[])[0]!.id;
  };
  const test = (id: string, person: TestPerson = admin) => t.app.inject({ method: 'POST', url: `/api/connection/test/${id}`, headers: person.headers });

  beforeAll(async () => {
    [t, http, redis, s3] = await Promise.all([
      startAccessTestApp(),
      startHttpTarget(),
      startRedisTestServer({ password: REDIS_SECRET }),
      startFakeS3Server({ accessKey: 'AKIDTEST', secretKey: S3_SECRET, buckets: ['backups'] }),
    ]);
    admin = await t.person({ roles: ['admin'] });
    gitDir = mkdtempSync(join(tmpdir(), 'vigil-conn-git-'));
  });
  afterAll(async () => {
    await Promise.all([t?.close(), redis?.stop(), s3?.stop(), new Promise((resolve) => http?.server.close(resolve))]);
    if (gitDir) rmSync(gitDir, { recursive: true, force: true });
  });

  it('GETs an HTTP connection with its credentials, and answers the server\'s refusal without the secret', async () => {
    const good = await save({ name: 'web', type: 'http', url: `${http.base}/private`, username: 'reader', password: HTTP_SECRET });
    expect((await test(good)).json()).toEqual({ message: 'ok' });
    const bad = await save({ name: 'web-bad', type: 'http', url: `${http.base}/private`, username: 'reader', password: 'wrong-one' });
    const refused = await test(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'connection_test_failed', message: 'the server answered 401: who are you?' });
    const down = await save({ name: 'web-down', type: 'http', url: 'http://127.0.0.1:1/' });
    expect((await test(down)).json().message).toContain('ECONNREFUSED');
  });

  it('authenticates to Redis and sends PING', async () => {
    const good = await save({ name: 'cache', type: 'redis', url: `127.0.0.1:${redis.port}`, password: REDIS_SECRET });
    expect((await test(good)).json()).toEqual({ message: 'ok' });
    const bad = await save({ name: 'cache-bad', type: 'redis', url: `127.0.0.1:${redis.port}`, password: 'not-it' });
    const refused = await test(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/WRONGPASS|invalid password/i);
    expect(refused.body).not.toContain('not-it');
  });

  it('lists a bucket of an S3-compatible server with a signed request, and answers its error code', async () => {
    const common = { type: 's3', url: s3.endpoint, username: 'AKIDTEST', properties: { usePathStyle: true, region: 'eu-west-1' } };
    const good = await save({ ...common, name: 'store', password: S3_SECRET, properties: { ...common.properties, bucket: 'backups' } });
    expect((await test(good)).json()).toEqual({ message: 'ok' });
    expect(s3.seen).toContain('/backups?list-type=2&max-keys=1');
    const noBucket = await save({ ...common, name: 'store-missing', password: S3_SECRET, properties: { ...common.properties, bucket: 'gone' } });
    expect((await test(noBucket)).json()).toEqual({ error: 'connection_test_failed', message: 'NoSuchBucket: The specified bucket does not exist' });
    const wrongKey = await save({ ...common, name: 'store-wrong', password: 'not-the-key', properties: { ...common.properties, bucket: 'backups' } });
    expect((await test(wrongKey)).json().message).toMatch(/^SignatureDoesNotMatch: /);
  });

  it('runs git ls-remote against a repository and its ref', async () => {
    const bare = bareRepository(gitDir);
    const good = await save({ name: 'app-repo', type: 'git', url: `file://${bare}` });
    expect((await test(good)).json()).toEqual({ message: 'ok' });
    const noRef = await save({ name: 'app-repo-ref', type: 'git', url: `file://${bare}`, properties: { ref: 'release' } });
    expect((await test(noRef)).json()).toEqual({ error: 'connection_test_failed', message: 'the repository has no ref release' });
    const missing = await save({ name: 'app-repo-missing', type: 'git', url: `file://${join(gitDir, 'nothing.git')}` });
    const refused = await test(missing);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/does not appear to be a git repository|not a git repository/);
  });

  it('logs in to an SMTP server for an email connection', async () => {
    const smtp = await startSmtpServer();
    try {
      const common = { type: 'email', url: '127.0.0.1', username: 'relay', properties: { port: smtp.port, encryption: 'None', auth: 'Plain', fromAddress: 'vigil@example.test', fromName: 'Vigil' } };
      expect((await test(await save({ ...common, name: 'mail', password: SMTP_SECRET }))).json()).toEqual({ message: 'ok' });
      const refused = await test(await save({ ...common, name: 'mail-bad', password: 'not-the-smtp-password' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Invalid username or password');
      expect(refused.body).not.toContain('not-the-smtp-password');
    } finally {
      await new Promise((resolve) => smtp.server.close(() => resolve(undefined)));
    }
  });

  it('tests a notification connection through its channel', async () => {
    const hook = await save({ name: 'team-chat', type: 'teams', password: `${http.base}/hook` });
    expect((await test(hook)).json()).toEqual({ message: 'ok' });
    expect(http.hooks).toHaveLength(1);
  });

  it('answers 501 for a type it cannot test, 404 for no connection, 400 for a bad id, 403 without write on connections', async () => {
    const aws = await save({ name: 'cloud', type: 'aws', properties: { region: 'eu-west-1' } });
    expect((await test(aws)).statusCode).toBe(501);
    expect((await test(aws)).json()).toEqual({ error: 'not_implemented', message: 'We currently do not support testing this connection type' });
    expect((await test('0194f5a2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const badId = await test('not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id');
    const editor = await t.person({ roles: ['editor'] });
    expect((await test(aws, editor)).statusCode).toBe(403);
  });
});

describe(`testing database connections (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let maria: MariaDbServer;
  let tds: FakeTdsServer;

  const save = async (connection: Record<string, unknown>): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/db/connections',
      headers: { ...admin.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify(connection),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }[])[0]!.id;
  };
  const test = (id: string) => t.app.inject({ method: 'POST', url: `/api/connection/test/${id}`, headers: admin.headers });

  beforeAll(async () => {
    [t, maria, tds] = await Promise.all([
      startAccessTestApp(),
      startMariaDbServer(),
      startFakeTdsServer({ user: 'reporting', password: 'tds-Secret-1', statements: { 'SELECT 1': [{ one: 1 }] } }),
    ]);
    admin = await t.person({ roles: ['admin'] });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), maria?.stop(), tds?.stop()]);
  });

  it('logs in to MySQL/MariaDB and runs SELECT 1; a wrong password answers the server\'s refusal', async () => {
    const url = `mysql://127.0.0.1:${maria.port}/${maria.database}`;
    const good = await save({ name: 'shop', type: 'mysql', url, username: maria.user, password: maria.password });
    expect((await test(good)).json()).toEqual({ message: 'ok' });
    const bad = await save({ name: 'shop-bad', type: 'mysql', url, username: maria.user, password: 'wrong-Secret-77' });
    const refused = await test(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Access denied');
    expect(refused.body).not.toContain('wrong-Secret-77');
  });

  it('logs in to SQL Server and runs SELECT 1', async () => {
    const url = `sqlserver://127.0.0.1:${tds.port}?database=orders`;
    expect((await test(await save({ name: 'reports', type: 'sql_server', url, username: 'reporting', password: 'tds-Secret-1' }))).json()).toEqual({ message: 'ok' });
    const refused = await test(await save({ name: 'reports-bad', type: 'sql_server', url, username: 'reporting', password: 'wrong-tds-pw' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain('wrong-tds-pw');
  });

  // The run's PostgreSQL cluster exists only with TEST_DB=postgres.
  if (testDbKind === 'postgres') {
    it('logs in to PostgreSQL and runs SELECT 1; a wrong password answers the server\'s refusal', async () => {
      const cluster = new URL(inject('postgresUrl'));
      const address = `postgres://${cluster.host}${cluster.pathname}`;
      const good = await save({ name: 'pg', type: 'postgres', url: address, username: decodeURIComponent(cluster.username), password: decodeURIComponent(cluster.password) || 'unused' });
      expect((await test(good)).json()).toEqual({ message: 'ok' });
      const missingDb = await save({ name: 'pg-bad', type: 'postgres', url: `postgres://${cluster.host}/no_such_database`, username: decodeURIComponent(cluster.username), password: 'x-Secret-5' });
      const refused = await test(missingDb);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/no_such_database|password/);
    });
  }
});
