import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '#src/api/http-error.ts';
import { toastError } from '#src/ui/toast/toast-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Default true: a failed mutation shows the server's message in a toast. */
      errorToast?: boolean;
    };
  }
}

/** A request the server refused stays refused: only failures without an answer or 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.kind === 'response' && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) toastError(error);
      },
    }),
  });
}
