import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { runMssqlQuery } from '#src/protocols/sql/mssql-query.ts';
import { runMysqlQuery } from '#src/protocols/sql/mysql-query.ts';
import { runPostgresQuery } from '#src/protocols/sql/postgres-query.ts';
import { fillSqlCredentials } from '#src/protocols/sql/sql-credentials.ts';
import type { SqlQueryRunner } from '#src/protocols/sql/sql-query-runner.ts';
import { type ConnectionTester, defineConnectionTester, requiredUrl } from './connection-tester.ts';

function addressOf(connection: ResolvedConnection): string {
  const address = fillSqlCredentials(requiredUrl(connection), connection.username, connection.password);
  if (address === undefined) throw new Error('the connection URL is not a database address this server can read');
  return address;
}

/** Connects and runs `SELECT 1` as the connection's user. */
function sqlTester(type: string, run: SqlQueryRunner): ConnectionTester {
  return defineConnectionTester({
    types: [type],
    async test(connection, { signal, timeoutMs }) {
      await run(addressOf(connection), 'SELECT 1', { signal, timeoutMs });
    },
  });
}

export const postgresConnectionTester = sqlTester('postgres', runPostgresQuery);
export const mysqlConnectionTester = sqlTester('mysql', runMysqlQuery);
export const sqlServerConnectionTester = sqlTester('sql_server', runMssqlQuery);
