import type { FlowKind } from '#src/features/auth/api/identity-flow.types.ts';

/** Where the screens of a flow kind create, fetch and submit their browser flows. */
export function flowPaths(kind: FlowKind) {
  const base = `/api/.ory/self-service/${kind}`;
  return { CREATE: `${base}/browser`, FETCH: `${base}/flows`, SUBMIT: base };
}
