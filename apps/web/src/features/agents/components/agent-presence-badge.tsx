import { agentPresence } from '../utils/agent-presence.ts';

/** Online or Offline from when the agent last reported; nothing for an agent never seen. */
export function AgentPresenceBadge({ lastSeen }: { lastSeen: string | null }) {
  const presence = agentPresence(lastSeen);
  if (!presence) return null;
  const online = presence === 'Online';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${
        online ? 'bg-green-50 text-green-700' : 'bg-gray-100 text-gray-600'
      }`}
    >
      <span aria-hidden className={`size-2 rounded-full ${online ? 'bg-green-500' : 'bg-gray-400'}`} />
      {presence}
    </span>
  );
}
