export const BAD_SESSION_MESSAGE =
  'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

/** The text of the error page for its `error_code` (spec 000 §2.3). */
export function errorCodeMessage(code: string | null): string {
  return code === 'BAD_SESSION' ? BAD_SESSION_MESSAGE : UNKNOWN_ERROR_MESSAGE;
}
