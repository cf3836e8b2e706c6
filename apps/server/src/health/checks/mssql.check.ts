import { runMssqlQuery } from '#src/protocols/sql/mssql-query.ts';
import { createSqlCheckType } from './sql-query.probe.ts';

/** Runs a query on SQL Server and checks how many rows it returns. */
export const mssqlCheck = createSqlCheckType('mssql', runMssqlQuery);
