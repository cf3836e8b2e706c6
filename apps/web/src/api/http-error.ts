export const REQUEST_TIMED_OUT_MESSAGE = 'Request timed out. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Network Error. Please try again.';
export const OFFLINE_MESSAGE = 'No internet connection. Please try again.';

export type HttpErrorKind = 'response' | 'timeout' | 'network' | 'offline';

/**
 * Every failed call of the HTTP client: `kind` tells a server answer from a call that never got
 * one; `message` is the text a user can read (the server's own message for answers).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** The HTTP status, 0 when no answer arrived. */
  readonly status: number;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;

  constructor(kind: HttpErrorKind, message: string, status = 0, body: unknown = undefined) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
