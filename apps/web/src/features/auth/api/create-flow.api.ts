import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityKeys } from './identity-keys.ts';
import type { FlowCreationParams, FlowKind, IdentityFlow } from './identity-flow.types.ts';
import { requestIdentity } from './identity-request.ts';

/** Starts a new browser flow: `GET /self-service/{kind}/browser?return_to=&refresh=&aal=&invite=`. */
export function createFlow(kind: FlowKind, params: FlowCreationParams): Promise<IdentityFlow> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return requestIdentity<IdentityFlow>(`/self-service/${kind}/browser${search}`);
}

/**
 * Each creation makes a new flow on the server, so a created flow is never kept once the screen
 * stops using it (the next visit must start afresh) and a failure is not retried blindly.
 */
export function createFlowQueryOptions(kind: FlowKind, params: FlowCreationParams) {
  return queryOptions({
    queryKey: identityKeys.creation(kind, params),
    queryFn: () => createFlow(kind, params),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCreateFlow(kind: FlowKind, params: FlowCreationParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...createFlowQueryOptions(kind, params), enabled });
}
