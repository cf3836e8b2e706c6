import { asDbError, DatabaseUnavailableError } from '../db/db.ts';
import { ApiError } from './api-error.ts';

const EXACT: Record<string, number> = {
  '23503': 409, '23505': 409, '25006': 405, '53400': 500, P0001: 400,
  '42883': 404, '42P01': 404, '42P17': 500, '42501': 403,
  // the server going away under a connection
  '57P01': 503, '57P02': 503, '57P03': 503,
};
const BY_CLASS: [string, number][] = [
  ['08', 503], ['09', 500], ['0L', 403], ['0P', 403], ['25', 500], ['28', 403], ['2D', 500], ['38', 500],
  ['39', 500], ['3B', 500], ['40', 500], ['53', 503], ['55', 500], ['57', 500], ['58', 500],
  ['F0', 500], ['HV', 500], ['P0', 500], ['XX', 500],
];

/**
 * PostgREST's table from SQLSTATE to HTTP status; anything else the database rejects is the client's
 * 400. Unlike PostgREST, program limits (class 54: nesting too deep, too many columns or arguments,
 * a value too large for an index) are the client's 400 too: the engine's SQL has the request's shape.
 */
export function statusForSqlState(code: string): number {
  const exact = EXACT[code];
  if (exact !== undefined) return exact;
  const byClass = BY_CLASS.find(([prefix]) => code.startsWith(prefix));
  return byClass ? byClass[1] : 400;
}

/** Any failure as an ApiError: database errors keep their message, detail and hint; others say nothing inside. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseUnavailableError) {
    return new ApiError(503, 'PGRST000', 'Could not connect to the database', 'The database did not answer.', 'Try again shortly.');
  }
  const db = asDbError(error);
  if (db) return new ApiError(statusForSqlState(db.code), db.code, db.message, db.detail ?? null, db.hint ?? null);
  return new ApiError(500, 'PGRSTX00', 'Internal server error');
}
