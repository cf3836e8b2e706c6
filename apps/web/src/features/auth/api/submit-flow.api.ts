import { useMutation } from '@tanstack/react-query';
import type { FlowKind, IdentityFlow, SignedIn } from './identity-flow.types.ts';
import { requestIdentity } from './identity-request.ts';

export interface SubmitFlowInput {
  flowId: string;
  body: Record<string, unknown>;
}

/** What a successful submit answers: the updated flow, or a new session for login and registration. */
export type SubmitFlowResult = IdentityFlow | SignedIn;

/** Submits a flow's form as JSON: `POST /self-service/{kind}?flow=<id>`. */
export function submitFlow(kind: FlowKind, { flowId, body }: SubmitFlowInput): Promise<SubmitFlowResult> {
  return requestIdentity<SubmitFlowResult>(`/self-service/${kind}?flow=${encodeURIComponent(flowId)}`, {
    method: 'POST',
    body,
  });
}

/** Failed submits are answered on the form itself (field messages, restarts), never by the app's error toast. */
export function useSubmitFlow(kind: FlowKind) {
  return useMutation({
    mutationFn: (input: SubmitFlowInput) => submitFlow(kind, input),
    meta: { errorToast: false },
  });
}
