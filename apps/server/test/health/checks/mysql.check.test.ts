import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { CheckRunnerService } from '#src/health/check-runner.service.ts';
import { parseMysqlUrl } from '#src/protocols/sql/mysql-connection-url.ts';
import { mysqlCheck } from '#src/health/checks/mysql.check.ts';
import type { SqlCheckSpec } from '#src/health/checks/sql-query.probe.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startMariaDbServer, type MariaDbServer } from '../support/mariadb-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

function parsed(raw: Record<string, unknown>): SqlCheckSpec {
  return parsedCheckSpec(mysqlCheck, { name: 'inventory', ...raw });
}

describe('mysql connection URLs', () => {
  it('reads a mysql:// URL with percent-encoded credentials and the default port', () => {
    expect(parseMysqlUrl('mysql://app:p%40ss%3Aword@db.internal/shop')).toEqual({
      host: 'db.internal',
      port: 3306,
      user: 'app',
      password: 'p@ss:word',
      database: 'shop',
      tls: undefined,
    });
  });

  it('reads the Go driver form used by canary specs, TLS included', () => {
    expect(parseMysqlUrl('app:se@cret@tcp(mysql.default.svc:3307)/mysqldb?tls=skip-verify')).toEqual({
      host: 'mysql.default.svc',
      port: 3307,
      user: 'app',
      password: 'se@cret',
      database: 'mysqldb',
      tls: { verify: false },
    });
    expect(parseMysqlUrl('mysql://app@db:3306/x?ssl-mode=VERIFY_IDENTITY').tls).toEqual({ verify: true });
  });

  it('names the expected form when the URL cannot be read', () => {
    expect(() => parseMysqlUrl('db.internal:3306')).toThrow('the mysql URL must look like mysql://user:password@host:3306/database');
  });
});

describe('mysql check against MariaDB', () => {
  let server: MariaDbServer;

  beforeAll(async () => {
    server = await startMariaDbServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('passes with the rows of the query and their count', async () => {
    const spec = parsed({ url: server.url(), query: 'SELECT id, name FROM services ORDER BY id', results: 3 });
    const result = await mysqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: true, message: 'the query returned 3 rows' });
    expect(result.data).toMatchObject({
      count: 3,
      results: [
        { id: 1, name: 'api' },
        { id: 2, name: 'web' },
        { id: 3, name: 'worker' },
      ],
    });
  });

  it('fails when the query returns fewer rows than expected', async () => {
    const spec = parsed({ url: server.url(), query: "SELECT name FROM services WHERE name <> 'web'", results: 3 });
    const result = await mysqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, message: 'the query returned 2 rows, expected at least 3', data: { count: 2 } });
  });

  it('counts the rows of the last statement that returned any', async () => {
    const spec = parsed({ url: server.url(), query: "SET @wanted = 'worker'; SELECT id FROM services WHERE name = @wanted" });
    const result = await mysqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: true, data: { count: 1, results: [{ id: 3 }] } });
  });

  it('fails with the server reason on a bad query', async () => {
    const result = await mysqlCheck.run(parsed({ url: server.url(), query: 'SELECT * FROM no_such_table' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain("Table 'inventory.no_such_table' doesn't exist");
  });

  it('logs in with the credentials of a connection reference, in the Go driver form', async () => {
    const reference = 'connection://default/inventory';
    const context = probeContext({
      connections: {
        [reference]: {
          type: 'mysql',
          url: `$(username):$(password)@tcp(127.0.0.1:${server.port})/${server.database}`,
          username: server.user,
          password: server.password,
          properties: {},
        },
      },
    });
    const result = await mysqlCheck.run(parsed({ connection: reference, query: 'SELECT CURRENT_USER() AS who' }), context);
    expect(result).toMatchObject({ pass: true, data: { results: [{ who: `${server.user}@%` }] } });
  });

  it('fails on a wrong password without ever showing the password', async () => {
    const wrong = 'Wr0ng-pass-phrase';
    const spec = parsed({ url: server.url(server.user, wrong), query: 'SELECT 1' });
    const result = await mysqlCheck.run(spec, probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain(`Access denied for user '${server.user}'`);
    expect(JSON.stringify(result)).not.toContain(wrong);
    expect(mysqlCheck.endpoint(spec)).not.toContain(wrong);
  });

  it('fails clearly when nothing listens on the port', async () => {
    const port = await freePort();
    const spec = parsed({ url: `mysql://probe:pw@127.0.0.1:${port}/inventory`, query: 'SELECT 1' });
    const result = await mysqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, error: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${port}`) });
  });

  it('gives up on a query that outlasts the check timeout, and the server lets go of the session', async () => {
    const spec = parsed({ url: server.url(), query: 'SELECT SLEEP(3) AS slept' });
    const result = await mysqlCheck.run(spec, probeContext({ timeoutMs: 300 }));
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/no answer from 127\.0\.0\.1:\d+ within 300 ms|timeout/i);
    await vi.waitFor(async () => expect(await server.sessionsOf(server.user)).toBe(0), { timeout: 10_000, interval: 200 });
  });

  it("gives the check's test and display expressions the rows as results", async () => {
    const runner = new CheckRunnerService({
      checkType: () => mysqlCheck,
      evaluateExpression,
      resolveConnection: async () => undefined,
    });
    const spec = parsed({
      url: server.url(),
      query: 'SELECT name FROM services ORDER BY id',
      test: { expr: "size(results) == 3 && results[2].name == 'worker'" },
      display: { template: '{{ .count }} services' },
    });
    const passing = await runner.run({ type: 'mysql', spec, path: 'spec.mysql[0]' });
    expect(passing).toMatchObject({ pass: true, message: '3 services', error: null });
    const failing = await runner.run({ type: 'mysql', spec: { ...spec, test: { expr: 'size(results) > 3' } }, path: 'spec.mysql[0]' });
    expect(failing).toMatchObject({ pass: false, error: null });
  });
});
