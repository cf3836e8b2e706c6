import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mysqlCheck } from '#src/health/checks/mysql.check.ts';
import { postgresCheck } from '#src/health/checks/postgres.check.ts';
import type { SqlCheckSpec } from '#src/health/checks/sql-query.probe.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { createPasswordRole, type PasswordRole } from '../support/postgres-password-role.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

function parsed(raw: Record<string, unknown>, check = postgresCheck): SqlCheckSpec {
  return parsedCheckSpec(check, { name: 'db', ...raw });
}

describe('sql check parsing', () => {
  it('accepts a canary-checker postgres entry unchanged', () => {
    const result = postgresCheck.parse(
      {
        name: 'postgres schemas check',
        url: 'postgres://$(username):$(password)@postgres.default.svc:5432/postgres?sslmode=disable',
        username: { valueFrom: { secretKeyRef: { name: 'postgres-credentials', key: 'USERNAME' } } },
        password: { valueFrom: { secretKeyRef: { name: 'postgres-credentials', key: 'PASSWORD' } } },
        query: 'SELECT current_schemas(true)',
        display: { template: '{{ .count }}' },
        results: 1,
      },
      'spec.postgres[0]',
    );
    expect(result).toEqual({ spec: expect.objectContaining({ query: 'SELECT current_schemas(true)', results: 1 }) });
  });

  it('names the missing query and connection, bad counts and unknown keys', () => {
    const result = mysqlCheck.parse({ name: 'db', results: -1, table: 'x' }, 'spec.mysql[0]');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.mysql[0].query', message: 'query is required' },
        { path: 'spec.mysql[0].url', message: 'url or connection is required' },
        { path: 'spec.mysql[0].results', message: 'must be at least 0' },
        { path: 'spec.mysql[0].table', message: 'unknown key' },
      ]),
    });
  });

  it('never shows the password of a connection URL as the endpoint', () => {
    const spec = parsed({ url: 'postgres://app:s3cret@db.internal:5432/app', query: 'SELECT 1' });
    expect(postgresCheck.endpoint(spec)).toBe('postgres://app:***@db.internal:5432/app');
  });

  it('fails clearly when the named connection does not exist', async () => {
    const spec = parsed({ connection: 'connection://default/missing', query: 'SELECT 1' });
    const result = await postgresCheck.run(spec, probeContext());
    expect(result).toMatchObject({ pass: false, message: 'connection connection://default/missing was not found' });
  });

  it('fails clearly on a password kept in a Kubernetes secret', async () => {
    const spec = parsed({
      url: 'postgres://app@127.0.0.1/app',
      password: { valueFrom: { secretKeyRef: { name: 'db', key: 'PASSWORD' } } },
      query: 'SELECT 1',
    });
    const result = await postgresCheck.run(spec, probeContext());
    expect(result.pass).toBe(false);
    expect(result.message).toContain('password from secretKeyRef db/PASSWORD is not supported yet');
  });
});

// These need the run's PostgreSQL cluster, which only TEST_DB=postgres starts.
if (testDbKind === 'postgres') {
  describe('postgres check against PostgreSQL', () => {
    let adminUrl: string;
    let role: PasswordRole;
    const clusterUrl = (user: string, password: string) => {
      const url = new URL(adminUrl);
      url.username = user;
      url.password = password;
      return url.toString();
    };

    beforeAll(async () => {
      adminUrl = inject('postgresUrl');
      role = await createPasswordRole(adminUrl);
    });

    afterAll(async () => {
      await role.drop();
    });

    it('passes with the rows of the query and their count', async () => {
      const spec = parsed({ url: adminUrl, query: 'SELECT n FROM generate_series(1, 3) AS n', results: 3 });
      const result = await postgresCheck.run(spec, probeContext());
      expect(result).toMatchObject({ pass: true, message: 'the query returned 3 rows' });
      expect(result.data).toMatchObject({ count: 3, results: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    });

    it('fails when the query returns fewer rows than expected, and passes with more', async () => {
      const fewer = await postgresCheck.run(parsed({ url: adminUrl, query: 'SELECT 1 AS one', results: 2 }), probeContext());
      expect(fewer).toMatchObject({ pass: false, message: 'the query returned 1 row, expected at least 2' });
      const more = parsed({ url: adminUrl, query: 'SELECT n FROM generate_series(1, 4) AS n', results: 2 });
      expect(await postgresCheck.run(more, probeContext())).toMatchObject({ pass: true, data: { count: 4 } });
    });

    it('fails with the server reason on a bad query', async () => {
      const spec = parsed({ url: adminUrl, query: 'SELECT * FROM no_such_table' });
      const result = await postgresCheck.run(spec, probeContext());
      expect(result.pass).toBe(false);
      expect(result.message).toContain('relation "no_such_table" does not exist');
    });

    it('logs in with the credentials of a connection reference', async () => {
      const reference = 'connection://default/reporting-db';
      const urlWithoutCredentials = new URL(adminUrl);
      urlWithoutCredentials.username = '';
      const spec = parsed({ connection: reference, query: 'SELECT current_user AS who', results: 1 });
      const context = probeContext({
        connections: {
          [reference]: {
            type: 'postgres',
            url: urlWithoutCredentials.toString(),
            username: role.username,
            password: role.password,
            properties: {},
          },
        },
      });
      const result = await postgresCheck.run(spec, context);
      expect(result).toMatchObject({ pass: true, data: { results: [{ who: role.username }] } });
    });

    it('fills $(username) and $(password) in the URL from the given values', async () => {
      const url = clusterUrl('user', 'pass').replace('user:pass', '$(username):$(password)');
      const spec = parsed({ url, username: role.username, password: { value: role.password }, query: 'SELECT 1' });
      const result = await postgresCheck.run(spec, probeContext());
      expect(result.pass).toBe(true);
    });

    it('fails on a wrong password without ever showing the password', async () => {
      const wrong = 'Wr0ng-pass-phrase';
      const spec = parsed({ url: clusterUrl(role.username, wrong), query: 'SELECT 1' });
      const result = await postgresCheck.run(spec, probeContext());
      expect(result.pass).toBe(false);
      expect(result.message).toContain(`password authentication failed for user "${role.username}"`);
      expect(JSON.stringify(result)).not.toContain(wrong);
      expect(postgresCheck.endpoint(spec)).not.toContain(wrong);
    });
  });
}

describe('credentials added to database addresses that carry none', () => {
  it('adds them to a URL, an ADO string and a Go MySQL DSN, leaving given ones alone', async () => {
    const { addSqlCredentials } = await import('#src/protocols/sql/sql-credentials.ts');
    expect(addSqlCredentials('postgres://db:5432/app', 'ops', 'p@ss')).toBe('postgres://ops:p%40ss@db:5432/app');
    expect(addSqlCredentials('Server=db,1433;Database=app;', 'ops', 'a;b')).toBe('Server=db,1433;Database=app;User Id=ops;Password=a%3Bb');
    expect(addSqlCredentials('Server=db;User Id=sa;Password=x', 'ops', 'y')).toBe('Server=db;User Id=sa;Password=x');
    expect(addSqlCredentials('tcp(db:3306)/app', 'ops', 'p:w')).toBe('ops:p%3Aw@tcp(db:3306)/app');
    expect(addSqlCredentials('root@tcp(db:3306)/app', 'ops', 'x')).toBe('root@tcp(db:3306)/app');
    expect(addSqlCredentials('the database', 'ops', 'x')).toBeUndefined();
  });
});
