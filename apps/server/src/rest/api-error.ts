/** Mostly text; a list of candidates for an ambiguous embed (PGRST201), as PostgREST answers. */
export type ApiErrorDetails = string | readonly Record<string, unknown>[] | null;

/**
 * An error answered in PostgREST's shape `{code, message, details, hint}`.
 * Codes are PostgREST's own (PGRSTnnn) or PostgreSQL's SQLSTATE for database errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetails = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { code: string; message: string; details: ApiErrorDetails; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}
