/** The all-zero agent id stands for the local instance: rows it owns were not pushed by a remote agent. */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

export function isLocalAgent(agentId: string | null | undefined): boolean {
  return agentId == null || agentId === LOCAL_AGENT_ID;
}
