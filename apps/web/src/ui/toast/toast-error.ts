import { toast } from './toast-store.ts';

export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** The text of a failure as users see it: the server's error or message, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null) {
    const { error: inner, message } = error as { error?: unknown; message?: unknown };
    if (typeof inner === 'string' && inner !== '') return inner;
    if (typeof message === 'string' && message !== '') return message;
  }
  return GENERIC_ERROR_MESSAGE;
}

export function toastError(error: unknown): number {
  return toast.error(errorMessage(error));
}
