import { runMssqlQuery } from '#src/protocols/sql/mssql-query.ts';
import { runMysqlQuery } from '#src/protocols/sql/mysql-query.ts';
import { runPostgresQuery } from '#src/protocols/sql/postgres-query.ts';
import type { SqlQueryRunner } from '#src/protocols/sql/sql-query-runner.ts';

export type SqlDriver = 'postgres' | 'mysql' | 'sqlserver';

/** Names config-db, connection types and URL schemes use for each engine. */
const NAMES: Record<string, SqlDriver> = {
  postgres: 'postgres',
  postgresql: 'postgres',
  pgx: 'postgres',
  mysql: 'mysql',
  mariadb: 'mysql',
  sqlserver: 'sqlserver',
  sql_server: 'sqlserver',
  mssql: 'sqlserver',
};

export const SQL_DRIVER_NAMES = Object.keys(NAMES);

export function driverOfName(name: string | undefined): SqlDriver | undefined {
  return name === undefined ? undefined : NAMES[name.trim().toLowerCase()];
}

/** The engine a database URL names by its scheme (`postgres://`, `mysql://`, `sqlserver://`); ADO strings name none. */
export function driverOfUrl(url: string): SqlDriver | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1];
  return driverOfName(scheme);
}

/** The query runners the health checks use too, so both reach databases the same way. */
export const SQL_QUERY_RUNNERS: Record<SqlDriver, SqlQueryRunner> = {
  postgres: runPostgresQuery,
  mysql: runMysqlQuery,
  sqlserver: runMssqlQuery,
};
