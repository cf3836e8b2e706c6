import { createSqlCheckType, missingDriverRunner } from './sql-query.probe.ts';

/** Runs a query on SQL Server; the spec is read and checked now, the driver comes later. */
export const mssqlCheck = createSqlCheckType('mssql', missingDriverRunner('mssql'));
