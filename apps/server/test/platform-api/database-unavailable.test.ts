import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

interface Outage {
  /** Takes the database out of reach of the server. */
  begin(): Promise<void>;
  /** Brings it back; undefined where it cannot come back (a closed embedded database). */
  end?: () => Promise<void>;
}

/**
 * PostgreSQL: the server reaches its database through a TCP proxy the test cuts (every connection
 * dropped, nothing listening). PGlite: the embedded database is closed under the running server.
 */
async function serverDatabase(): Promise<{ db: Db; outage: Outage; close(): Promise<void> }> {
  const testDb: TestDb = await createTestDb();
  if (testDbKind === 'pglite') {
    let closed = false;
    return {
      db: testDb,
      outage: {
        async begin() {
          closed = true;
          await testDb.close();
        },
      },
      async close() {
        if (!closed) await testDb.close();
      },
    };
  }
  const target = new URL(testDb.url!);
  const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const viaProxy = new URL(testDb.url!);
  viaProxy.port = String(proxy.port);
  const db = await openPostgresDb({ connectionString: viaProxy.toString(), maxConnections: 3 });
  return {
    db,
    outage: { begin: () => proxy.cut(), end: () => proxy.restore() },
    async close() {
      await db.close();
      await proxy.cut();
      await testDb.close();
    },
  };
}

describe(`answers while the database is unavailable (${testDbKind})`, () => {
  let server: Awaited<ReturnType<typeof serverDatabase>>;
  let t: AccessTestApp;
  let editor: TestPerson;

  beforeAll(async () => {
    server = await serverDatabase();
    t = await startAccessTestApp({ db: server.db as TestDb });
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const healthz = () => t.app.inject({ method: 'GET', url: '/healthz' });
  const api = (url: string) => t.app.inject({ method: 'GET', url, headers: editor.headers });

  it('answers 503 on /healthz and on /api, with JSON reasons, while the database is out of reach', async () => {
    const up = await healthz();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });
    expect((await api('/api/db/canaries?select=id')).statusCode).toBe(200);

    await server.outage.begin();

    const down = await healthz();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'database unavailable' });
    expect(down.headers['cache-control']).toBe('no-store');

    const data = await api('/api/db/canaries?select=id');
    expect(data.statusCode).toBe(503);
    expect(data.headers['content-type']).toContain('application/json');
    const reason = JSON.stringify(data.json());
    expect(reason).toMatch(/database/i);
    expect(reason).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|PGlite/);

    const write = await t.app.inject({
      method: 'POST', url: '/api/db/properties', headers: { ...editor.headers, 'content-type': 'application/json' }, payload: '{"name":"x","value":"y"}',
    });
    expect(write.statusCode).toBe(503);

    const native = await api('/api/properties');
    expect(native.statusCode).toBe(503);
    expect(native.json()).toEqual({ error: 'unavailable', message: expect.stringMatching(/database/i) });
    const signIn = await t.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/api' });
    expect(signIn.statusCode).toBe(503);

    if (server.outage.end) {
      await server.outage.end();
      const back = await healthz();
      expect(back.statusCode).toBe(200);
      expect((await api('/api/db/canaries?select=id')).statusCode).toBe(200);
    }
  });
});
