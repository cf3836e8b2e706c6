import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { createQueryKeys } from '#src/api/query-keys.ts';

export const sessionKeys = createQueryKeys('session');

/** The identity session; a 401 means none, 403 or 422 that a second factor is needed. */
export async function getSession(signal?: AbortSignal): Promise<unknown> {
  return http.get<unknown>('identity', '/sessions/whoami', { signal, redirectOnUnauthorized: false });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
    gcTime: 0,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
