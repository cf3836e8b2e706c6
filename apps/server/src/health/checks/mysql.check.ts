import { createSqlCheckType, missingDriverRunner } from './sql-query.probe.ts';

/** Runs a query on MySQL; the spec is read and checked now, the driver comes later. */
export const mysqlCheck = createSqlCheckType('mysql', missingDriverRunner('mysql'));
