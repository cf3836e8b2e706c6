import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError, type Db, type Queryable, type QueryResult } from './db.ts';
import { createPgliteDataDir } from './pglite-data-dir.ts';
import { pgliteStartParams } from './pglite-start-params.ts';
import { INT8_OID, NUMERIC_OID, parseNumber } from './type-parsers.ts';

type PgliteResults<R> = { rows: R[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };

function toResult<R>(res: PgliteResults<R>): QueryResult<R> {
  return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length, fields: res.fields };
}

/** A closed (or closing) embedded database is the embedded form of an unreachable one. */
async function guarded<T>(pg: PGlite, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pg.closed || (error instanceof Error && /^PGlite is clos(ed|ing)$/.test(error.message))) {
      throw new DatabaseUnavailableError('the embedded database is closed', { cause: error });
    }
    throw error;
  }
}

// Statements are not named here: in-process, parsing costs no round trip.
function wrap(pg: PGlite, q: PGlite | Transaction): Queryable {
  return {
    query<R>(sql: string, params: readonly unknown[] = []) {
      return guarded(pg, async () => toResult<R>(await q.query<R>(sql, params as unknown[])));
    },
    exec(sql: string) {
      return guarded(pg, async () => {
        await q.exec(sql);
      });
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
  const startParams = pgliteStartParams();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (dataDir && !initialData) await createPgliteDataDir(dataDir, startParams);
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    startParams,
    parsers: { [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
  });
  await pg.exec("SET TIME ZONE 'UTC'");
  const queryable = wrap(pg, pg);
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (fn, options = {}) =>
      guarded(pg, () => pg.transaction(async (tx) => {
        // PGlite opens the transaction itself; in-process, the extra statement costs no round trip.
        if (options.readOnly) await tx.query('SET TRANSACTION READ ONLY');
        return fn(wrap(pg, tx));
      })),
    exec: queryable.exec,
    listen: async (channel, onNotify) => {
      const unlisten = await pg.listen(channel, onNotify);
      return () => guarded(pg, () => unlisten());
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
