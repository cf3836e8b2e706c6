import { runMysqlQuery } from '#src/protocols/sql/mysql-query.ts';
import { createSqlCheckType } from './sql-query.probe.ts';

/** Runs a query on MySQL or MariaDB and checks how many rows it returns. */
export const mysqlCheck = createSqlCheckType('mysql', runMysqlQuery);
