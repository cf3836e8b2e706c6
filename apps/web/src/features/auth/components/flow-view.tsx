import { Fragment } from 'react';
import { flowGroups } from '../utils/flow-groups.ts';
import { FlowForm } from './flow-form.tsx';
import { FlowMessages } from './flow-messages.tsx';
import { FlowNotice } from './flow-notice.tsx';
import { FlowStates } from './flow-states.tsx';
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
  return (
    <FlowStates handle={handle}>
      {({ flow, revision }) => (
        <div className="space-y-4">
          <FlowNotice notice={handle.notice} />
          <FlowMessages messages={flow.ui.messages} />
          {flowGroups(flow).map((group, index) => (
            <Fragment key={`${flow.id}-${revision}-${group}`}>
              {index > 0 && <hr className="border-gray-200" />}
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
      )}
    </FlowStates>
  );
}
