import { useEffect, useState } from 'react';
import type { UiText } from '../api/identity-flow.types.ts';
import { FlowMessages } from './flow-messages.tsx';

/** How long the profile screen's message stays (spec 000 section 9). */
export const PROFILE_MESSAGE_MS = 10_000;

/**
 * The profile settings' message (e.g. that the changes were saved), hidden after 10 seconds. The
 * parent gives it a new key for every new answer, which shows the new message for 10 seconds again.
 */
export function ProfileMessage({ messages }: { messages: UiText[] }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), PROFILE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return <FlowMessages messages={messages} />;
}
