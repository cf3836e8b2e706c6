import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.ts';
import { INT8_OID, NUMERIC_OID, parseNumber } from './type-parsers.ts';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseNumber;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

type PgQueryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function wrap(client: PgQueryable): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const res = await client.query({ text: sql, values: params as unknown[], types: typeParsers });
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

/** PostgreSQL through node-postgres: a pool, every session in UTC and without JIT compilation. */
export async function openPostgresDb(options: PostgresDbOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
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
  const queryable = wrap(pool);
  return {
    kind: 'postgres',
    query: queryable.query,
    async transaction(fn, options = {}) {
      const client = await pool.connect();
      try {
        await client.query(options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: queryable.exec,
    close: () => pool.end(),
  };
}
