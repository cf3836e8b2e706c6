import type { Queryable } from '../db/db.ts';
import type { RawRequest } from './api-request.ts';
import type { SqlParams } from './sql/sql-params.ts';

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** The response body, already serialised (JSON or CSV); '' for none. */
  body: string;
}

export interface RestEngineOptions {
  /** Exposed schemas; the first is the default. */
  schemas: readonly string[];
  /** Most rows one response carries (PostgREST's db-max-rows). */
  maxRows?: number;
  /** Told about failures that are not database or request errors (answered as a bare 500). */
  onUnexpectedError?: (error: unknown) => void;
}

/** The generic PostgREST-dialect engine over whatever schema it introspects. */
export interface DataApi {
  handle(request: RawRequest): Promise<RestResponse>;
  /** Re-reads the schema cache (after migrations, or on demand). */
  reloadSchema(): Promise<void>;
}

export const DEFAULT_MAX_ROWS = 2000;

/** Runs `fn` in one transaction; read-only ones cannot write. */
export type TransactionRunner = <T>(readOnly: boolean, fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/** How one request's SQL runs, always with the request's settings (e.g. `request.person_id`) in force. */
export interface RequestRunner {
  /** Several statements in one transaction that starts by applying the settings. */
  transaction: TransactionRunner;
  /**
   * One statement as its own transaction and round trip, prepared: the statement itself applies
   * the settings (and, when `readOnly`, the read-only mode) before any other part of it runs.
   */
  statement<R>(readOnly: boolean, sql: string, p: SqlParams): Promise<R[]>;
}
