import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db.ts';
import { INT8_OID, NUMERIC_OID, parseNumber } from './type-parsers.ts';

type PgliteResults<R> = { rows: R[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };

function toResult<R>(res: PgliteResults<R>): QueryResult<R> {
  return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length, fields: res.fields };
}

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      return toResult<R>(await q.query<R>(sql, params as unknown[]));
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export interface PgliteDb extends Db {
  /** A tarball of the whole data folder, which `openPgliteDb` can start from. */
  dump(): Promise<Blob>;
}

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, one connection, stored in a folder.
 * `dataDir` undefined keeps it in memory (tests); `initialData` starts it from a `dump()`.
 */
export async function openPgliteDb(dataDir?: string, initialData?: Blob): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    parsers: { [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
  });
  await pg.exec("SET TIME ZONE 'UTC'");
  const queryable = wrap(pg);
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (fn, options = {}) =>
      pg.transaction(async (tx) => {
        // PGlite opens the transaction itself; in-process, the extra statement costs no round trip.
        if (options.readOnly) await tx.query('SET TRANSACTION READ ONLY');
        return fn(wrap(tx));
      }),
    exec: queryable.exec,
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
