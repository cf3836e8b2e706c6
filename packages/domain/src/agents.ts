/** The all-zero agent id stands for the local instance: rows it owns were not pushed by a remote agent. */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

export function isLocalAgent(agentId: string | null | undefined): boolean {
  return agentId == null || agentId === LOCAL_AGENT_ID;
}

/** `POST /api/agent/generate`: the new agent's login; its access token is shown this once (only its hash is stored). */
export interface GeneratedAgent {
  id: string;
  /** The name of the person the agent authenticates as. */
  username: string;
  access_token: string;
}

/** A row of `/api/db/agents_summary` as the agents page selects it. Timestamps are ISO 8601 text. */
export interface AgentSummaryRow {
  id: string;
  name: string;
  description: string | null;
  /** Labels the agent adds to every resource it creates. */
  properties: Record<string, string> | null;
  created_by: string | null;
  created_at: string;
  updated_at: string | null;
  config_count: number;
  checks_count: number;
  config_scrapper_count: number;
  playbook_runs_count: number;
  last_seen: string | null;
  last_received: string | null;
}
