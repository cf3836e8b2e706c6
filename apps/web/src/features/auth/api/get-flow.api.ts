import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityKeys } from './identity-keys.ts';
import type { FlowKind, IdentityFlow } from './identity-flow.types.ts';
import { requestIdentity } from './identity-request.ts';

/** Fetches an existing flow: `GET /self-service/{kind}/flows?id=`. */
export function getFlow(kind: FlowKind, id: string): Promise<IdentityFlow> {
  return requestIdentity<IdentityFlow>(`/self-service/${kind}/flows?id=${encodeURIComponent(id)}`);
}

/**
 * A flow's latest state is what the server last answered (including field messages after a failed
 * submit), so it is never refetched in the background, which would wipe those messages.
 */
export function getFlowQueryOptions(kind: FlowKind, id: string) {
  return queryOptions({
    queryKey: identityKeys.flow(kind, id),
    queryFn: () => getFlow(kind, id),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useFlow(kind: FlowKind, id: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getFlowQueryOptions(kind, id ?? ''), enabled: enabled && id !== null });
}
