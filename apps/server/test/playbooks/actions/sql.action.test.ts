import type { FastifyBaseLogger } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import { sqlAction, type SqlActionSpec } from '#src/playbooks/actions/sql.action.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { startMariaDbServer, type MariaDbServer } from '#test/health/support/mariadb-server.ts';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => quietLogger } as unknown as FastifyBaseLogger;

function context(db: TestDb): ActionContext {
  const timeoutMs = 10_000;
  return { signal: AbortSignal.timeout(timeoutMs), timeoutMs, db, logger: quietLogger, resolveConnection: createConnectionResolver(db), scripts: new ScriptRunner({ enabled: false, runAs: undefined }), env: {} };
}

function parsed(raw: Record<string, unknown>): SqlActionSpec {
  const result = sqlAction.parse(raw, 'spec.actions[0].sql');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

async function failure(promise: Promise<unknown>): Promise<ActionFailedError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActionFailedError);
  return error as ActionFailedError;
}

describe('sql action: parsing', () => {
  it('reads every example it shows users', () => {
    for (const example of sqlAction.examples) {
      const raw: unknown = typeof example === 'string' ? parseYaml(example) : example;
      expect(sqlAction.parse(raw, 'example')).toEqual({ spec: expect.any(Object) });
    }
  });

  it('names a missing query, a missing url or connection, an unknown driver and unknown keys', () => {
    expect(sqlAction.parse({ driver: 'oracle', table: 'x' }, 'spec.actions[0].sql')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.actions[0].sql.query', message: 'query is required' },
        { path: 'spec.actions[0].sql.url', message: 'url or connection is required' },
        { path: 'spec.actions[0].sql.driver', message: 'must be one of postgres, mysql, mssql, sqlserver' },
        { path: 'spec.actions[0].sql.table', message: 'unknown key' },
      ]),
    });
  });
});

describe(`sql action against the test database (${testDbKind})`, () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb();
    await db.query("INSERT INTO components (name, type) VALUES ('checkout', 'Service'), ('cart', 'Service')");
  });
  afterAll(async () => {
    await db?.close();
  });

  it("answers the rows and their count of a query on the server's own database", async () => {
    const spec = parsed({ connection: 'connection://vigil/database', query: "SELECT name FROM components WHERE type = 'Service' ORDER BY name" });
    const outcome = await sqlAction.run(spec, context(db));
    expect(outcome.result).toEqual({ rows: [{ name: 'cart' }, { name: 'checkout' }], count: 2 });
  });

  it("fails with the database's own message on a bad query", async () => {
    const spec = parsed({ connection: 'connection://vigil/database', query: 'SELECT * FROM no_such_table' });
    const error = await failure(sqlAction.run(spec, context(db)));
    expect(error.message).toContain('relation "no_such_table" does not exist');
  });

  it('fails clearly on a connection that does not exist, or a URL whose database cannot be told', async () => {
    expect((await failure(sqlAction.run(parsed({ connection: 'connection://default/missing', query: 'SELECT 1' }), context(db)))).message).toBe('connection connection://default/missing was not found');
    expect((await failure(sqlAction.run(parsed({ url: 'db.internal:5432', query: 'SELECT 1' }), context(db)))).message).toContain('driver is required');
  });

  if (testDbKind === 'postgres') {
    it('reaches PostgreSQL through a stored connection: its URL, its login and its type as the driver', async () => {
      const url = new URL(db.url!);
      const username = decodeURIComponent(url.username);
      url.username = '';
      await db.query("INSERT INTO connections (name, namespace, type, url, username) VALUES ('shop', 'default', 'postgres', $1, $2)", [url.toString(), username]);
      const rows = await sqlAction.run(parsed({ connection: 'connection://default/shop', query: "SELECT count(*)::int AS services FROM components WHERE type = 'Service'" }), context(db));
      expect(rows.result).toEqual({ rows: [{ services: 2 }], count: 1 });
      const error = await failure(sqlAction.run(parsed({ connection: 'connection://default/shop', query: 'SELEC 1' }), context(db)));
      expect(error.message).toContain('syntax error at or near "SELEC"');
    });
  }
});

describe('sql action against MariaDB', () => {
  let server: MariaDbServer;
  let db: TestDb;

  beforeAll(async () => {
    server = await startMariaDbServer();
    db = await createTestDb();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('tells MySQL by the URL and answers its rows; a bad query fails with its message', async () => {
    const outcome = await sqlAction.run(parsed({ url: server.url(), query: 'SELECT id, name FROM services ORDER BY id' }), context(db));
    expect(outcome.result).toMatchObject({ count: 3, rows: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const error = await failure(sqlAction.run(parsed({ url: server.url(), driver: 'mysql', query: 'SELECT nope FROM services' }), context(db)));
    expect(error.message).toContain("Unknown column 'nope'");
  });
});
