import { Badge } from '#src/ui/badge/badge.tsx';
import { agentPresence } from '../utils/agent-presence.ts';

/** Online or Offline from when the agent last reported; nothing for an agent never seen. */
export function AgentPresenceBadge({ lastSeen }: { lastSeen: string | null }) {
  const presence = agentPresence(lastSeen);
  if (!presence) return null;
  const online = presence === 'Online';
  return (
    <Badge tone={online ? 'success' : 'neutral'} className="gap-1.5">
      <span aria-hidden className={`size-1.5 rounded-full ${online ? 'bg-green-500' : 'bg-gray-400'}`} />
      {presence}
    </Badge>
  );
}
