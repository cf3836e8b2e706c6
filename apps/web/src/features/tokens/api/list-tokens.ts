import type { AccessTokenSummary } from '@vigil/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { tokenKeys } from './token-keys.ts';

/** The signed-in user's own tokens, newest first (never their secrets). */
export function listAccessTokens(signal?: AbortSignal): Promise<AccessTokenSummary[]> {
  return http.get<AccessTokenSummary[]>('auth', '/tokens', { signal });
}

export function accessTokensQueryOptions() {
  return queryOptions({
    queryKey: tokenKeys.lists(),
    queryFn: ({ signal }) => listAccessTokens(signal),
  });
}

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions());
}
