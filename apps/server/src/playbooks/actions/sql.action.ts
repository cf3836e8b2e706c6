import { connectionCredentials, scrubSecrets } from '#src/connections/probe-target.ts';
import { redactUrl } from '#src/connections/probe-credentials.ts';
import { runMssqlQuery } from '#src/protocols/sql/mssql-query.ts';
import { runMysqlQuery } from '#src/protocols/sql/mysql-query.ts';
import { runPostgresQuery } from '#src/protocols/sql/postgres-query.ts';
import { fillSqlCredentials } from '#src/protocols/sql/sql-credentials.ts';
import type { SqlQueryRunner } from '#src/protocols/sql/sql-query-runner.ts';
import { acrossFields, needsOneOf, specObject, specOneOf, specString } from '#src/spec/spec-schema.ts';
import { ActionFailedError, definePlaybookAction, type ActionContext } from './playbook-action.ts';

/** The databases the action reaches, by the names specs use (`sqlserver` is mission-control's name for mssql). */
const DRIVERS = ['postgres', 'mysql', 'mssql', 'sqlserver'] as const;
type Driver = 'postgres' | 'mysql' | 'mssql';

const RUNNERS: Record<Driver, SqlQueryRunner> = { postgres: runPostgresQuery, mysql: runMysqlQuery, mssql: runMssqlQuery };

export interface SqlActionSpec {
  /** A `connection://<namespace>/<name>` reference (its URL and credentials), or a URL. */
  connection?: string | undefined;
  /** Takes precedence over the connection's own URL. */
  url?: string | undefined;
  /** Which database the URL reaches; read from the connection's type or the URL's scheme when absent. */
  driver?: (typeof DRIVERS)[number] | undefined;
  query: string;
}

const sqlActionSchema = acrossFields(
  needsOneOf(
    specObject({
      connection: specString(),
      url: specString(),
      driver: specOneOf(DRIVERS),
      query: specString({ required: true }),
    }),
    ['url', 'connection'],
  ),
  (entry, issue) => {
    if (entry.connection === undefined && entry.url === undefined) issue('url', 'url or connection is required');
  },
);

function driverOf(name: string | undefined): Driver | undefined {
  const text = name?.toLowerCase();
  if (text === 'postgres' || text === 'postgresql') return 'postgres';
  if (text === 'mysql' || text === 'mariadb') return 'mysql';
  if (text === 'mssql' || text === 'sqlserver') return 'mssql';
  return undefined;
}

/** The database a URL names by its scheme or form (an ADO string is SQL Server's, a Go DSN MySQL's). */
function driverOfUrl(url: string): Driver | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1];
  if (scheme) return driverOf(scheme);
  if (/^\s*[A-Za-z][A-Za-z ]*=/.test(url)) return 'mssql';
  if (/^(?:[^@/]*@)?(?:tcp|unix)\(/.test(url)) return 'mysql';
  return undefined;
}

function failure(message: string): never {
  throw new ActionFailedError(message);
}

async function runQuery(spec: SqlActionSpec, context: ActionContext): Promise<Record<string, unknown>[]> {
  const found = await connectionCredentials(spec, context);
  if ('error' in found) failure(found.error);
  const connection = found.connection;
  const driver = driverOf(spec.driver) ?? driverOf(connection?.type) ?? (found.url ? driverOfUrl(found.url) : undefined);
  if (connection?.query && spec.url === undefined) {
    if (driver !== undefined && driver !== 'postgres') failure(`connection ${spec.connection} is a postgres database, not ${spec.driver}`);
    try {
      return await connection.query(spec.query, context.timeoutMs);
    } catch (error) {
      failure(error instanceof Error ? error.message : String(error));
    }
  }
  if (!found.url) failure(`connection ${spec.connection} has no URL to connect to`);
  if (!driver) failure(`driver is required: ${redactUrl(found.url)} does not say which database it is (postgres, mysql or mssql)`);
  const url = fillSqlCredentials(found.url, found.username, found.password);
  if (url === undefined) failure(`${redactUrl(found.url)} cannot be read as a database address`);
  const secrets = [found.password, found.password && encodeURIComponent(found.password)].filter((s): s is string => Boolean(s));
  try {
    return await RUNNERS[driver](url, spec.query, context);
  } catch (error) {
    failure(scrubSecrets(error instanceof Error ? error.message : String(error), secrets));
  }
}

/** Runs a query on a database (a connection or a URL); its rows are the result. */
export const sqlAction = definePlaybookAction<SqlActionSpec>({
  type: 'sql',
  schema: sqlActionSchema,
  examples: [
    { connection: 'connection://vigil/database', query: 'SELECT name, type FROM config_items LIMIT 10' },
    'url: postgres://$(username):$(password)@db.internal:5432/app\nquery: "SELECT count(*) AS waiting FROM jobs WHERE status = \'waiting\'"',
    { connection: 'connection://default/orders-db', driver: 'mysql', query: 'SELECT id FROM orders WHERE paid = 0' },
  ],
  async run(spec, context) {
    const rows = await runQuery(spec, context);
    return { result: { rows, count: rows.length } };
  },
});
