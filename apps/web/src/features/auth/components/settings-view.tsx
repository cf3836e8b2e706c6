import type { IdentityFlow, UiText } from '../api/identity-flow.types.ts';
import { flowGroups } from '../utils/flow-groups.ts';
import { groupTitle } from '../utils/group-title.ts';
import { AuthFailure } from './auth-failure.tsx';
import { FlowForm } from './flow-form.tsx';
import { FlowNotice } from './flow-notice.tsx';
import { FlowStates } from './flow-states.tsx';
import { ProfileMessage } from './profile-message.tsx';
import type { RequiredSessionState } from './use-required-session.ts';
import type { IdentityFlowHandle } from './use-identity-flow.ts';

const SAVED_MESSAGE: UiText = { text: 'Your changes have been saved.', type: 'success' };

export interface SettingsViewProps {
  session: RequiredSessionState;
  handle: IdentityFlowHandle;
}

/** The profile settings: one section per group of the settings flow (profile, password, two-factor). */
export function SettingsView({ session, handle }: SettingsViewProps) {
  if (session.status === 'failed') return <AuthFailure message={session.message} onRetry={session.retry} />;
  return (
    <FlowStates handle={handle} waiting={session.status === 'loading'}>
      {({ flow, revision }) => (
        <div className="space-y-6">
          <FlowNotice notice={handle.notice} />
          <ProfileMessage key={`${flow.id}-${revision}`} messages={profileMessages(flow)} />
          {flowGroups(flow).map((group) => (
            <section
              key={`${flow.id}-${revision}-${group}`}
              aria-labelledby={`settings-${group}`}
              className="rounded-md border border-gray-200 p-5"
            >
              <h2 id={`settings-${group}`} className="mb-4 text-base font-semibold text-gray-900">
                {groupTitle(group)}
              </h2>
              <FlowForm
                flow={flow}
                group={group}
                submitting={handle.submitting}
                onSubmit={handle.submit}
              />
            </section>
          ))}
        </div>
      )}
    </FlowStates>
  );
}

function profileMessages(flow: IdentityFlow): UiText[] {
  const messages = flow.ui.messages ?? [];
  if (messages.length === 0 && flow.state === 'success') return [SAVED_MESSAGE];
  return messages;
}
