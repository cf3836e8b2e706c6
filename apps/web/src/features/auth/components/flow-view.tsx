import { Fragment } from 'react';
import { flowGroups } from '../utils/flow-groups.ts';
import { AuthFailure } from './auth-failure.tsx';
import { AuthLoading } from './auth-loading.tsx';
import { FlowForm } from './flow-form.tsx';
import { FlowMessages } from './flow-messages.tsx';
import { FlowNotice } from './flow-notice.tsx';
import type { IdentityFlowHandle } from './use-identity-flow.ts';

export interface FlowViewProps {
  handle: IdentityFlowHandle;
  prefill?: Record<string, string>;
}

/**
 * An identity screen's body: the loading and error states, then the flow's messages and one form
 * per method the server offers (e.g. password, or a one-time code).
 */
export function FlowView({ handle, prefill }: FlowViewProps) {
  const { state, notice } = handle;
  if (state.status === 'loading') {
    return (
      <div className="space-y-4">
        <FlowNotice notice={notice} />
        <AuthLoading />
      </div>
    );
  }
  if (state.status === 'failed') return <AuthFailure message={state.message} onRetry={handle.retry} />;

  const { flow, revision } = state;
  const groups = flowGroups(flow);
  return (
    <div className="space-y-4">
      <FlowNotice notice={notice} />
      <FlowMessages messages={flow.ui.messages} />
      {groups.map((group, index) => (
        <Fragment key={`${flow.id}-${revision}-${group}`}>
          {index > 0 && <hr className="border-slate-200" />}
          <FlowForm
            flow={flow}
            group={group}
            submitting={handle.submitting}
            onSubmit={handle.submit}
            prefill={prefill}
          />
        </Fragment>
      ))}
    </div>
  );
}
