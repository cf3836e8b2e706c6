import type { ReactNode } from 'react';
import { AuthFailure } from './auth-failure.tsx';
import { AuthLoading } from './auth-loading.tsx';
import { FlowNotice } from './flow-notice.tsx';
import type { IdentityFlowHandle, IdentityFlowState } from './use-identity-flow.ts';

export type ReadyFlowState = Extract<IdentityFlowState, { status: 'ready' }>;

export interface FlowStatesProps {
  handle: IdentityFlowHandle;
  /** Keeps showing the loading state while the screen waits for something else (the session). */
  waiting?: boolean;
  /** The screen once its flow is there. */
  children: (ready: ReadyFlowState) => ReactNode;
}

/** An identity screen until its flow is there: loading (with the latest notice), or the failure to retry. */
export function FlowStates({ handle, waiting = false, children }: FlowStatesProps) {
  const { state, notice } = handle;
  if (waiting || state.status === 'loading') {
    return (
      <div className="space-y-4">
        <FlowNotice notice={notice} />
        <AuthLoading />
      </div>
    );
  }
  if (state.status === 'failed') return <AuthFailure message={state.message} onRetry={handle.retry} />;
  return children(state);
}
