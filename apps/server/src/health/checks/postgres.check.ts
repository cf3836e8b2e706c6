import { runPostgresQuery } from '#src/protocols/sql/postgres-query.ts';
import { createSqlCheckType } from './sql-query.probe.ts';

/** Runs a query on PostgreSQL and checks how many rows it returns. */
export const postgresCheck = createSqlCheckType('postgres', runPostgresQuery);
