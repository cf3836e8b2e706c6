import { isHttpError } from '#src/api/http-error.ts';

export const TEST_SUCCEEDED = 'Connection successful';
export const TEST_FAILED = 'Testing connection failed!';
export const TEST_NOT_SUPPORTED = 'We currently do not support testing this connection type';

/** JSON text laid out on several lines; anything else as it is. */
function prettyIfJson(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

/** The server's own error in a refused test: its message (or error), else the whole body when it has neither. */
function serverError(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : prettyIfJson(body);
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return prettyIfJson(message);
  if (typeof error === 'string' && error.trim() !== '') return prettyIfJson(error);
  return Object.keys(body).length === 0 ? null : JSON.stringify(body, null, 2);
}

/**
 * What a connection test's toast says (spec 001 §8): the server refusing the connection (4xx) speaks
 * for itself; a type the server cannot test says so; anything else is a plain failure.
 */
export function testFailureMessage(error: unknown): string {
  if (!isHttpError(error) || error.kind !== 'response') return TEST_FAILED;
  const text = serverError(error.body);
  if (error.status === 501 || text === TEST_NOT_SUPPORTED) return TEST_NOT_SUPPORTED;
  if (error.status >= 400 && error.status < 500) return text ?? TEST_FAILED;
  return TEST_FAILED;
}
