/** How long a query may take, and the signal that stops it early (a check's timeout, the server stopping). */
export interface QueryDeadline {
  signal: AbortSignal;
  timeoutMs: number;
}

/** Runs one query on a database reached by `url`; rows come back as plain objects. */
export type SqlQueryRunner = (url: string, query: string, deadline: QueryDeadline) => Promise<Record<string, unknown>[]>;
