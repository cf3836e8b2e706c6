import type { Queryable } from '../db/db.ts';
import type { RawRequest } from './api-request.ts';

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
