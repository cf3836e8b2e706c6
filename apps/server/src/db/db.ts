/** What a query returns, the same for the embedded and the PostgreSQL driver. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  /**
   * Parse and plan the statement once per connection and reuse it (a named prepared statement):
   * for hot paths whose text repeats with other parameters. The embedded driver ignores it.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
  /** Trusted multi-statement SQL without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

export interface TransactionOptions {
  /** The transaction may not write (a write fails with 25006). */
  readOnly?: boolean;
}

/**
 * The one database handle every repository, the migration runner and the data API use.
 * Values are always parameters; `exec` is for trusted multi-statement SQL (migrations) only.
 */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction on one connection; a throw rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The embedded database only: calls `onNotify` with the payload of every NOTIFY on `channel` in
   * this process; resolves to the function that stops listening. (PostgreSQL listeners use a
   * connection of their own.)
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A database error in the shape PostgreSQL reports it, whichever driver raised it. */
export interface DbErrorFields {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
}

export function asDbError(error: unknown): DbErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : String(e.message),
    detail: typeof e.detail === 'string' ? e.detail : undefined,
    hint: typeof e.hint === 'string' ? e.hint : undefined,
    constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
  };
}

/**
 * The database cannot be reached: no connection could be opened, the connection was lost, or the
 * embedded database is closed. Answered as 503, never as the client's fault.
 */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// Connection exceptions and the server shutting down or refusing connections while it starts.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3])$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const db = asDbError(error);
  return db !== undefined && UNAVAILABLE_SQLSTATES.test(db.code);
}
