import mysql from 'mysql2/promise';
import type { QueryDeadline } from './sql-query-runner.ts';
import { parseMysqlUrl } from './mysql-connection-url.ts';

type Row = Record<string, unknown>;

/** A refused connection to `localhost` fails on each address in turn and may carry no message of its own. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  const inner = error instanceof AggregateError ? error.errors.find((e): e is Error => e instanceof Error && Boolean(e.message)) : undefined;
  const code = (error as { code?: unknown }).code;
  return inner?.message ?? (typeof code === 'string' ? code : 'the connection failed');
}

/**
 * A statement list answers with one result per statement, and its fields with one list per
 * statement; the last statement that returned rows counts.
 */
function lastRows(result: unknown, fields: unknown): Row[] {
  const copy = (rows: unknown) => (rows as Row[]).map((row) => ({ ...row }));
  if (!Array.isArray(result)) return [];
  const perStatement = Array.isArray(fields) && fields.length > 0 && fields.every((f) => f === undefined || Array.isArray(f));
  if (!perStatement) return copy(result);
  const withRows = result.filter((item, index) => Array.isArray(item) && Array.isArray(fields[index]));
  return withRows.length > 0 ? copy(withRows.at(-1)) : [];
}

/** Runs a query on MySQL or MariaDB; the last statement's rows come back. */
export async function runMysqlQuery(url: string, query: string, deadline: QueryDeadline): Promise<Row[]> {
  const target = parseMysqlUrl(url);
  deadline.signal.throwIfAborted();
  let connection: mysql.Connection | undefined;
  let onAbort: () => void = () => undefined;
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => {
      reject(new Error(`no answer from ${target.host}:${target.port} within ${deadline.timeoutMs} ms`));
      connection?.destroy();
    };
    deadline.signal.addEventListener('abort', onAbort, { once: true });
  });
  // The race below may leave this promise rejected with no one waiting on it.
  abort.catch(() => undefined);
  const connect = mysql
    .createConnection({
      host: target.host,
      port: target.port,
      user: target.user,
      password: target.password,
      database: target.database,
      ssl: target.tls ? { rejectUnauthorized: target.tls.verify } : undefined,
      connectTimeout: deadline.timeoutMs,
      multipleStatements: true,
    })
    .then((opened) => {
      connection = opened;
      // Errors after the answer (the server closing the socket) must not crash the server.
      opened.on('error', () => undefined);
      if (deadline.signal.aborted) opened.destroy();
      return opened;
    });
  // When the abort wins a race, the loser's later failure is of no interest.
  connect.catch(() => undefined);
  try {
    const opened = await Promise.race([connect, abort]);
    const answer = opened.query({ sql: query, timeout: deadline.timeoutMs });
    answer.catch(() => undefined);
    const [rows, fields] = await Promise.race([answer, abort]);
    return lastRows(rows, fields);
  } catch (error) {
    throw new Error(describeError(error), { cause: error });
  } finally {
    deadline.signal.removeEventListener('abort', onAbort);
    if (connection && !deadline.signal.aborted) await connection.end().catch(() => connection?.destroy());
  }
}
