import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMssqlConnectionString } from '#src/protocols/sql/mssql-connection-string.ts';
import { mssqlCheck } from '#src/health/checks/mssql.check.ts';
import type { SqlCheckSpec } from '#src/health/checks/sql-query.probe.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startFakeTdsServer, type FakeTdsServer } from '../support/fake-tds-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const USER = 'monitor';
const PASSWORD = 'S3cret;pass@word';
const SERVICES_QUERY = 'SELECT id, name FROM services ORDER BY id';
const STUCK_QUERY = 'SELECT * FROM locked_table';

function parsed(raw: Record<string, unknown>): SqlCheckSpec {
  return parsedCheckSpec(mssqlCheck, { name: 'orders db', ...raw });
}

describe('sql server connection strings', () => {
  it('reads a sqlserver:// URL with encoded credentials, the database and the encryption flags', () => {
    expect(
      parseMssqlConnectionString('sqlserver://app:p%40ss%3Bword@db.internal:1444?database=orders&encrypt=true&TrustServerCertificate=true'),
    ).toEqual({
      server: 'db.internal',
      port: 1444,
      instanceName: undefined,
      user: 'app',
      password: 'p@ss;word',
      database: 'orders',
      encrypt: true,
      trustServerCertificate: true,
    });
  });

  it('keeps encryption off and the default port unless the string asks otherwise', () => {
    expect(parseMssqlConnectionString('sqlserver://app:pw@db.internal?database=orders')).toMatchObject({
      port: 1433,
      encrypt: false,
      trustServerCertificate: false,
    });
  });

  it('reads ADO-style strings, quoted values and a separate port key', () => {
    expect(
      parseMssqlConnectionString('Server=tcp:db.internal,1450;Initial Catalog=orders;User Id=app;Password="a;b""c";Encrypt=True'),
    ).toMatchObject({ server: 'db.internal', port: 1450, user: 'app', password: 'a;b"c', database: 'orders', encrypt: true });
    expect(parseMssqlConnectionString('server=mssql.default.svc;user id=sa;password=pw;port=1433;database=master')).toMatchObject({
      server: 'mssql.default.svc',
      port: 1433,
      user: 'sa',
      database: 'master',
    });
    expect(parseMssqlConnectionString('Data Source=db\\REPORTS;UID=app;PWD={x}}y}')).toMatchObject({
      server: 'db',
      port: undefined,
      instanceName: 'REPORTS',
      password: 'x}y',
    });
  });

  it('reads the path of an mssql:// URL as the database', () => {
    expect(parseMssqlConnectionString('mssql://app:pw@127.0.0.1/orders')).toMatchObject({
      server: '127.0.0.1',
      port: 1433,
      instanceName: undefined,
      database: 'orders',
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => parseMssqlConnectionString('User Id=app;Password=pw')).toThrow('the connection string names no server (Server=host,1433;...)');
    expect(() => parseMssqlConnectionString('Server=db,99999')).toThrow('the port 99999 is not valid');
    expect(() => parseMssqlConnectionString('Server=db;Password="open')).toThrow('the value of password has no closing "');
  });
});

describe('sql server check against a TDS server', () => {
  let server: FakeTdsServer;
  const url = (password = PASSWORD) =>
    `sqlserver://${USER}:${encodeURIComponent(password)}@127.0.0.1:${server.port}?database=orders`;

  beforeAll(async () => {
    server = await startFakeTdsServer({
      user: USER,
      password: PASSWORD,
      statements: {
        [SERVICES_QUERY]: [
          { id: 1, name: 'api' },
          { id: 2, name: 'web' },
          { id: 3, name: null },
        ],
      },
      unanswered: [STUCK_QUERY],
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('logs in to the named database and passes with the rows of the query', async () => {
    const result = await mssqlCheck.run(parsed({ url: url(), query: SERVICES_QUERY, results: 3 }), probeContext());
    expect(result).toMatchObject({ pass: true, message: 'the query returned 3 rows' });
    expect(result.data).toMatchObject({
      count: 3,
      results: [
        { id: 1, name: 'api' },
        { id: 2, name: 'web' },
        { id: 3, name: null },
      ],
    });
    expect(server.logins.at(-1)).toEqual({ user: USER, password: PASSWORD, database: 'orders' });
  });

  it('fails when the query returns fewer rows than expected', async () => {
    const result = await mssqlCheck.run(parsed({ url: url(), query: SERVICES_QUERY, results: 4 }), probeContext());
    expect(result).toMatchObject({ pass: false, message: 'the query returned 3 rows, expected at least 4' });
  });

  it('logs in with an ADO-style string from a connection, credentials filled in', async () => {
    const reference = 'connection://default/orders-db';
    const context = probeContext({
      connections: {
        [reference]: {
          type: 'sql_server',
          url: `server=127.0.0.1;port=${server.port};user id=$(username);password=$(password);database=orders`,
          username: USER,
          password: PASSWORD,
          properties: {},
        },
      },
    });
    const result = await mssqlCheck.run(parsed({ connection: reference, query: SERVICES_QUERY }), context);
    expect(result).toMatchObject({ pass: true, data: { count: 3 } });
  });

  it('fails with the server reason on a statement it rejects', async () => {
    const result = await mssqlCheck.run(parsed({ url: url(), query: 'SELECT * FROM missing' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toBe('Invalid object name in statement: SELECT * FROM missing');
  });

  it('fails with the login failure and never shows the password', async () => {
    const wrong = 'Wr0ng-pass-phrase';
    const spec = parsed({ url: url(wrong), query: SERVICES_QUERY });
    const result = await mssqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, error: `Login failed for user '${USER}'.` });
    expect(JSON.stringify(result)).not.toContain(wrong);
    expect(mssqlCheck.endpoint(spec)).not.toContain(wrong);
  });

  it('fails clearly when nothing listens on the port', async () => {
    const port = await freePort();
    const spec = parsed({ url: `sqlserver://${USER}:pw@127.0.0.1:${port}`, query: 'SELECT 1' });
    const result = await mssqlCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, error: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${port}`) });
  });

  it('gives up on a query that never answers when the check times out, and closes the connection', async () => {
    const spec = parsed({ url: url(), query: STUCK_QUERY });
    const result = await mssqlCheck.run(spec, probeContext({ timeoutMs: 300 }));
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/300 ?ms/);
    await vi.waitFor(() => expect(server.openConnections()).toBe(0));
  });
});
