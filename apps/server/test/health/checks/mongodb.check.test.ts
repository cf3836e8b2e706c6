import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongodbCheck, type MongodbCheckSpec } from '#src/health/checks/mongodb.check.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startFakeMongoServer, type FakeMongoServer } from '../support/fake-mongodb-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const PASSWORD = 'mongo-p@ss:word';

function parsed(raw: Record<string, unknown>): MongodbCheckSpec {
  return parsedCheckSpec(mongodbCheck, { name: 'documents', ...raw });
}

describe('mongodb check parsing', () => {
  it('accepts canary-checker entries unchanged, credentials at the top or under auth', () => {
    const current = mongodbCheck.parse(
      {
        name: 'mongo ping',
        connection: 'mongodb://mongo.default.svc:27017/?authSource=admin',
        username: { valueFrom: { secretKeyRef: { name: 'mongo-credentials', key: 'USERNAME' } } },
        password: { valueFrom: { secretKeyRef: { name: 'mongo-credentials', key: 'PASSWORD' } } },
      },
      'spec.mongodb[0]',
    );
    expect(current).toEqual({ spec: expect.objectContaining({ connection: 'mongodb://mongo.default.svc:27017/?authSource=admin' }) });
    const older = mongodbCheck.parse(
      {
        connection: 'mongodb://mongo2.default.svc:27017/?authSource=admin',
        name: 'mongo wrong password',
        description: 'test mongo instance',
        auth: { username: { value: 'mongoadmin' }, password: { value: 'secret' } },
      },
      'spec.mongodb[1]',
    );
    expect(older).toEqual({
      spec: expect.objectContaining({ username: { value: 'mongoadmin' }, password: { value: 'secret' } }),
    });
  });

  it('names each bad field by its path', () => {
    expect(mongodbCheck.parse({ name: 'db', replicaSet: 'rs0', auth: { token: 'x' } }, 'spec.mongodb[2]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.mongodb[2].url', message: 'url or connection is required' },
        { path: 'spec.mongodb[2].replicaSet', message: 'unknown key' },
        { path: 'spec.mongodb[2].auth.token', message: 'unknown key' },
      ]),
    });
    expect(mongodbCheck.parse({ name: 'db', url: 'http://mongo:27017' }, 'spec.mongodb[3]')).toEqual({
      issues: [{ path: 'spec.mongodb[3].url', message: 'must start with mongodb:// or mongodb+srv://' }],
    });
    expect(mongodbCheck.parse({ name: 'db', url: 'mongodb://m:27017', password: 42 }, 'p')).toEqual({
      issues: [{ path: 'p.password', message: 'must be a string, {value} or {valueFrom}' }],
    });
  });

  it('shows the URL without its password as the endpoint', () => {
    const spec = parsed({ url: 'mongodb://app:s3cret@mongo.internal:27017/admin' });
    expect(mongodbCheck.endpoint(spec)).toBe('mongodb://app:***@mongo.internal:27017/admin');
  });
});

describe('mongodb check against a MongoDB wire-protocol server', () => {
  let server: FakeMongoServer;
  let failing: FakeMongoServer;

  beforeAll(async () => {
    server = await startFakeMongoServer({ version: '7.0.14' });
    failing = await startFakeMongoServer({
      pingError: { code: 13, codeName: 'Unauthorized', errmsg: 'command ping requires authentication' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await failing?.stop();
  });

  it('passes when ping answers ok, and reports the server version', async () => {
    const result = await mongodbCheck.run(parsed({ url: `mongodb://127.0.0.1:${server.port}/` }), probeContext());
    expect(result).toMatchObject({ pass: true, message: 'ping ok (mongodb 7.0.14)', data: { ok: true, version: '7.0.14' } });
    expect(server.commands).toContain('ping');
  });

  it('passes without a version when the server will not tell it', async () => {
    const quiet = await startFakeMongoServer();
    try {
      const result = await mongodbCheck.run(parsed({ url: `mongodb://127.0.0.1:${quiet.port}` }), probeContext());
      expect(result).toEqual({ pass: true, message: 'ping ok', data: { ok: true } });
    } finally {
      await quiet.stop();
    }
  });

  it('connects through a connection reference', async () => {
    const reference = 'connection://default/documents';
    const context = probeContext({
      connections: { [reference]: { type: 'mongo', url: `mongodb://127.0.0.1:${server.port}/`, properties: {} } },
    });
    const result = await mongodbCheck.run(parsed({ connection: reference }), context);
    expect(result.pass).toBe(true);
    const missing = await mongodbCheck.run(parsed({ connection: 'connection://default/nope' }), probeContext());
    expect(missing).toMatchObject({ pass: false, message: 'connection connection://default/nope was not found' });
  });

  it('fails with the server reason when ping answers an error', async () => {
    const result = await mongodbCheck.run(parsed({ url: `mongodb://127.0.0.1:${failing.port}` }), probeContext());
    expect(result).toMatchObject({
      pass: false,
      message: 'ping failed: command ping requires authentication (Unauthorized, code 13)',
      data: { ok: false },
    });
  });

  it('fails on refused credentials without ever showing the password', async () => {
    const inSpec = await mongodbCheck.run(
      parsed({ url: `mongodb://127.0.0.1:${server.port}/?authSource=admin`, username: 'app', password: PASSWORD }),
      probeContext(),
    );
    expect(inSpec.pass).toBe(false);
    expect(inSpec.message).toBe('login refused: Authentication failed. (AuthenticationFailed, code 18)');
    const inUrl = await mongodbCheck.run(
      parsed({ url: `mongodb://app:${encodeURIComponent(PASSWORD)}@127.0.0.1:${server.port}/` }),
      probeContext(),
    );
    expect(inUrl.pass).toBe(false);
    const placeholders = await mongodbCheck.run(
      parsed({ url: 'mongodb://$(username):$(password)@127.0.0.1:0/', auth: { username: 'app', password: { value: PASSWORD } } }),
      probeContext(),
    );
    expect(placeholders).toMatchObject({ pass: false, message: expect.stringMatching(/^the URL cannot be used: /) });
    for (const result of [inSpec, inUrl, placeholders]) {
      expect(JSON.stringify(result)).not.toContain(PASSWORD);
      expect(JSON.stringify(result)).not.toContain(encodeURIComponent(PASSWORD));
    }
  });

  it('fails with a clear message when nothing listens at the address', async () => {
    const closed = await freePort();
    const result = await mongodbCheck.run(parsed({ url: `mongodb://127.0.0.1:${closed}` }), probeContext({ timeoutMs: 1500 }));
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^cannot reach mongodb: .*ECONNREFUSED/);
  });

  it('gives up when ping gets no answer within the check timeout', async () => {
    const hanging = await startFakeMongoServer({ unanswered: ['ping'] });
    try {
      const spec = parsed({ url: `mongodb://127.0.0.1:${hanging.port}` });
      const result = await mongodbCheck.run(spec, probeContext({ timeoutMs: 700 }));
      expect(result).toMatchObject({ pass: false, message: 'no answer within 700ms', data: { ok: false } });
      expect(hanging.commands).toContain('ping');
    } finally {
      await hanging.stop();
    }
  });

  it('says a secret reference cannot be read yet instead of connecting', async () => {
    const spec = parsed({
      url: `mongodb://127.0.0.1:${server.port}`,
      username: 'app',
      password: { valueFrom: { secretKeyRef: { name: 'mongo', key: 'PASSWORD' } } },
    });
    const result = await mongodbCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, message: expect.stringContaining('password from secretKeyRef mongo/PASSWORD') });
  });
});
