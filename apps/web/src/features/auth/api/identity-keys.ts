import type { FlowCreationParams, FlowKind } from './identity-flow.types.ts';

/** Query keys of the identity resources: flows (created and fetched) and the current session. */
export const identityKeys = {
  all: ['identity'] as const,
  flows: (kind: FlowKind) => [...identityKeys.all, 'flow', kind] as const,
  creations: (kind: FlowKind) => [...identityKeys.flows(kind), 'new'] as const,
  creation: (kind: FlowKind, params: FlowCreationParams) => [...identityKeys.creations(kind), params] as const,
  flow: (kind: FlowKind, id: string) => [...identityKeys.flows(kind), 'id', id] as const,
  session: () => [...identityKeys.all, 'session'] as const,
};
