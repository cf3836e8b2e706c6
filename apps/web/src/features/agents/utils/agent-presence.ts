/** An agent counts as online when it reported within this window (spec 000 §9). */
export const AGENT_ONLINE_THRESHOLD_MS = 61_000;

export type AgentPresence = 'Online' | 'Offline';

/** Online when last seen under 61 s ago, Offline otherwise, nothing when the agent never reported. */
export function agentPresence(lastSeen: string | null | undefined, now: number = Date.now()): AgentPresence | null {
  if (!lastSeen) return null;
  const seenAt = Date.parse(lastSeen);
  if (Number.isNaN(seenAt)) return null;
  return now - seenAt < AGENT_ONLINE_THRESHOLD_MS ? 'Online' : 'Offline';
}
