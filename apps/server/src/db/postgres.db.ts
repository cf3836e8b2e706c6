import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable, type Db, type Queryable, type QueryOptions, type QueryResult } from './db.ts';
import { PreparedStatementNames } from './prepared-statement-names.ts';
import { INT8_OID, NUMERIC_OID, parseNumber } from './type-parsers.ts';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseNumber;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

// node-postgres's own words for a connection that is gone; system errors (ECONNREFUSED,
// ECONNRESET, ...) carry a `syscall` instead.
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

function isConnectionFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  return error instanceof Error && ('syscall' in error || LOST_CONNECTION.test(error.message));
}

function unavailable(error: unknown): DatabaseUnavailableError {
  if (error instanceof DatabaseUnavailableError) return error;
  return new DatabaseUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** SQL errors pass unchanged; a lost or refused connection becomes DatabaseUnavailableError. */
function translated(error: unknown): unknown {
  return isConnectionFailure(error) ? unavailable(error) : error;
}

function wrap(client: pg.PoolClient, names: PreparedStatementNames): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<R>> {
      const name = options.prepared ? names.nameOf(sql) : undefined;
      const res = await client.query({ text: sql, values: params as unknown[], types: typeParsers, ...(name ? { name } : {}) });
      return {
        rows: res.rows as R[],
        rowCount: res.rowCount ?? res.rows.length,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresDbOptions {
  connectionString: string;
  maxConnections?: number;
  /** Told about errors of idle pooled connections (they are dropped and replaced). */
  onIdleError?: (error: Error) => void;
}

// Waiting longer for a connection than this means the database is out of reach (or every
// connection is stuck): the request is answered 503 instead of hanging.
const CONNECT_TIMEOUT_MS = 10_000;

/** PostgreSQL through node-postgres: a pool, every session in UTC and without JIT compilation. */
export async function openPostgresDb(options: PostgresDbOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // JIT compiling took longer than running the catalog summary itself (bench/catalog): these are
    // short interactive queries, never worth compiling.
    options: '-c TimeZone=UTC -c jit=off',
  });
  // An idle connection the server closes (restart, failover, an administrator's terminate) must not
  // take the process down: the pool drops it and opens a fresh one on the next query.
  pool.on('error', (error) => {
    options.onIdleError?.(error);
  });
  // Fail at start, with the driver's reason, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const names = new PreparedStatementNames();

  /** Runs `fn` on one pooled connection; a connection that failed is closed instead of reused. */
  const onConnection = async <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailable(error);
    }
    let failure: Error | undefined;
    // A connection lost while checked out is reported as an 'error' event too; unheard, it would
    // end the process. The query in flight fails on its own.
    const onLost = (error: Error) => {
      failure = error;
    };
    client.on('error', onLost);
    try {
      return await fn(wrap(client, names));
    } catch (error) {
      if (isConnectionFailure(error)) failure ??= error instanceof Error ? error : new Error(String(error));
      throw translated(error);
    } finally {
      client.off('error', onLost);
      client.release(failure);
    }
  };

  return {
    kind: 'postgres',
    query: (sql, params, queryOptions) => onConnection((q) => q.query(sql, params, queryOptions)),
    transaction(fn, transactionOptions = {}) {
      return onConnection(async (q) => {
        await q.exec(transactionOptions.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
        try {
          const result = await fn(q);
          await q.exec('COMMIT');
          return result;
        } catch (error) {
          await q.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    exec: (sql) => onConnection((q) => q.exec(sql)),
    close: () => pool.end(),
  };
}
