import { Connection, Request, type ConnectionConfiguration } from 'tedious';
import type { QueryDeadline } from './sql-query-runner.ts';
import { parseMssqlConnectionString, type MssqlTarget } from './mssql-connection-string.ts';

type Row = Record<string, unknown>;
/** What tedious hands over per column of a row (its typings leave it untyped). */
interface ColumnValue {
  metadata: { colName: string };
  value: unknown;
}

function where(target: MssqlTarget): string {
  return target.instanceName ? `${target.server}\\${target.instanceName}` : `${target.server}:${target.port}`;
}

function connectionConfig(target: MssqlTarget, timeoutMs: number): ConnectionConfiguration {
  return {
    server: target.server,
    authentication: { type: 'default', options: { userName: target.user, password: target.password } },
    options: {
      // A named instance is found through the server's browser service, which gives its port.
      ...(target.instanceName ? { instanceName: target.instanceName } : { port: target.port }),
      database: target.database,
      encrypt: target.encrypt,
      trustServerCertificate: target.trustServerCertificate,
      connectTimeout: timeoutMs,
      requestTimeout: timeoutMs,
      appName: 'vigil-health-check',
    },
  };
}

function rowOf(columns: ColumnValue[]): Row {
  const row: Row = {};
  columns.forEach((column, index) => {
    // SQL Server leaves computed columns without a name.
    row[column.metadata.colName || `column${index + 1}`] = column.value;
  });
  return row;
}

/** The driver sums up failed attempts on each address as "Could not connect (sequence)"; name them instead. */
function withAttemptReasons(error: Error): Error {
  const cause = error.cause;
  if (!(cause instanceof AggregateError) || cause.errors.length === 0 || !error.message.includes(cause.message)) return error;
  const reasons = [...new Set(cause.errors.map((attempt) => (attempt instanceof Error ? attempt.message : String(attempt))))];
  return new Error(error.message.replace(cause.message, reasons.join('; ')), { cause: error });
}

function connect(connection: Connection): Promise<void> {
  return new Promise((resolve, reject) => connection.connect((error) => (error ? reject(withAttemptReasons(error)) : resolve())));
}

/** Each statement that selects starts a result set; the last one counts. */
function runBatch(connection: Connection, query: string): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const resultSets: Row[][] = [];
    const request = new Request(query, (error) => (error ? reject(error) : resolve(resultSets.at(-1) ?? [])));
    request.on('columnMetadata', () => resultSets.push([]));
    request.on('row', (columns: ColumnValue[]) => resultSets.at(-1)?.push(rowOf(columns)));
    connection.execSqlBatch(request);
  });
}

/** Runs a query on SQL Server; the last statement's rows come back. */
export async function runMssqlQuery(url: string, query: string, deadline: QueryDeadline): Promise<Row[]> {
  const target = parseMssqlConnectionString(url);
  deadline.signal.throwIfAborted();
  const connection = new Connection(connectionConfig(target, deadline.timeoutMs));
  // Socket errors after the answer (the server going away) must not crash the server.
  connection.on('error', () => undefined);
  let onAbort: () => void = () => undefined;
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => {
      reject(new Error(`no answer from ${where(target)} within ${deadline.timeoutMs} ms`));
      connection.close();
    };
    deadline.signal.addEventListener('abort', onAbort, { once: true });
  });
  // The race below may leave this promise rejected with no one waiting on it.
  abort.catch(() => undefined);
  try {
    const connected = connect(connection);
    connected.catch(() => undefined);
    await Promise.race([connected, abort]);
    const rows = runBatch(connection, query);
    rows.catch(() => undefined);
    return await Promise.race([rows, abort]);
  } finally {
    deadline.signal.removeEventListener('abort', onAbort);
    connection.close();
  }
}
