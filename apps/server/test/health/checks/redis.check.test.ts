import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCheck, type RedisCheckSpec } from '#src/health/checks/redis.check.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { probeContext } from '../support/probe-context.ts';
import { startRedisTestServer, type RedisTestServer } from '../support/redis-test-server.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const PASSWORD = 'redis-test-secret';

function parsed(raw: Record<string, unknown>): RedisCheckSpec {
  return parsedCheckSpec(redisCheck, { name: 'cache', ...raw });
}

describe('redis check parsing', () => {
  it('accepts a canary-checker entry unchanged, with db 0 by default', () => {
    const result = redisCheck.parse(
      {
        name: 'redis-check',
        addr: 'redis.default.svc:6379',
        username: { valueFrom: { secretKeyRef: { name: 'redis-credentials', key: 'USERNAME' } } },
        password: { valueFrom: { secretKeyRef: { name: 'redis-credentials', key: 'PASSWORD' } } },
      },
      'spec.redis[0]',
    );
    expect(result).toEqual({ spec: expect.objectContaining({ addr: 'redis.default.svc:6379', db: 0 }) });
    expect(redisCheck.endpoint(parsed({ addr: 'cache:6379' }))).toBe('cache:6379');
  });

  it('names a missing address, a bad db and unknown keys', () => {
    const result = redisCheck.parse({ name: 'cache', db: -2, cluster: true }, 'spec.redis[1]');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.redis[1].addr', message: 'addr (host:port), url or connection is required' },
        { path: 'spec.redis[1].db', message: 'must be at least 0' },
        { path: 'spec.redis[1].cluster', message: 'unknown key' },
      ]),
    });
    expect(redisCheck.parse({ name: 'cache', addr: 'cache' }, 'p')).toEqual({
      issues: [{ path: 'p.addr', message: 'must be host:port' }],
    });
  });
});

describe('redis check against redis-server', () => {
  let server: RedisTestServer;
  let addr: string;

  beforeAll(async () => {
    server = await startRedisTestServer({ password: PASSWORD });
    addr = `127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('passes on PONG with the right password and reports the server version', async () => {
    const result = await redisCheck.run(parsed({ addr, password: PASSWORD }), probeContext());
    expect(result.pass).toBe(true);
    expect(result.message).toMatch(new RegExp(`^PONG from ${addr} \\(redis \\d+\\.`));
    expect(result.data).toMatchObject({ db: 0, info: { tcp_port: String(server.port) } });
  });

  it('selects the database given in the spec or in a URL', async () => {
    const fromSpec = await redisCheck.run(parsed({ addr, password: { value: PASSWORD }, db: 3 }), probeContext());
    expect(fromSpec).toMatchObject({ pass: true, data: { db: 3 } });
    const fromUrl = await redisCheck.run(parsed({ url: `redis://:${PASSWORD}@${addr}/5` }), probeContext());
    expect(fromUrl).toMatchObject({ pass: true, data: { db: 5 } });
  });

  it('logs in with the password of a connection reference', async () => {
    const reference = 'connection://default/cache';
    const context = probeContext({
      connections: { [reference]: { type: 'redis', url: `redis://${addr}`, password: PASSWORD, properties: {} } },
    });
    const result = await redisCheck.run(parsed({ connection: reference }), context);
    expect(result.pass).toBe(true);
  });

  it('fails with the server reason on a wrong or missing password', async () => {
    const wrong = await redisCheck.run(parsed({ addr, password: 'not-it' }), probeContext());
    expect(wrong.pass).toBe(false);
    expect(wrong.message).toContain('WRONGPASS');
    expect(JSON.stringify(wrong)).not.toContain('not-it');
    const missing = await redisCheck.run(parsed({ addr }), probeContext());
    expect(missing.pass).toBe(false);
    expect(missing.message).toContain('NOAUTH');
  });

  it('fails on a database the server does not have', async () => {
    const result = await redisCheck.run(parsed({ addr, password: PASSWORD, db: 999 }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain('DB index is out of range');
  });

  it('fails when nothing listens at the address', async () => {
    const closed = `127.0.0.1:${await freePort()}`;
    const result = await redisCheck.run(parsed({ addr: closed }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toContain('ECONNREFUSED');
  });
});
