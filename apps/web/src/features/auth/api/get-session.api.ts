import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityKeys } from './identity-keys.ts';
import type { IdentitySession } from './identity-flow.types.ts';
import { requestIdentity } from './identity-request.ts';

/** The current session: `GET /sessions/whoami` (401 without one, 403 when a second factor is due). */
export function getSession(): Promise<IdentitySession> {
  return requestIdentity<IdentitySession>('/sessions/whoami');
}

/** Always asked afresh: a remembered answer could send a user who just signed in back to the login. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.session(),
    queryFn: getSession,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionQueryOptions(), enabled });
}
