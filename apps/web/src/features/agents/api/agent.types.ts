export interface AgentCreator {
  id: string;
  name: string;
  avatar?: string | null;
}

/** One row of agents_summary, with the creator's name looked up. */
export interface Agent {
  id: string;
  name: string;
  description: string | null;
  /** Labels the agent adds to every resource it creates. */
  properties: Record<string, string> | null;
  created_by: string | null;
  creator: AgentCreator | null;
  created_at: string | null;
  updated_at: string | null;
  config_count: number;
  checks_count: number;
  config_scrapper_count: number;
  playbook_runs_count: number;
  last_seen: string | null;
  last_received: string | null;
}

export const AGENT_SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'properties',
  'created_by',
  'created_at',
  'updated_at',
  'config_count',
  'checks_count',
  'config_scrapper_count',
  'playbook_runs_count',
  'last_seen',
  'last_received',
] as const;
