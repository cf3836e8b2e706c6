import type { AgentSummaryRow } from '@vigil/domain';

export interface AgentCreator {
  id: string;
  name: string;
  avatar?: string | null;
}

/** One row of agents_summary, with the creator's name looked up. */
export interface Agent extends AgentSummaryRow {
  creator: AgentCreator | null;
}

/** The columns of `AgentSummaryRow`, as the list and the edit dialog select them. */
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
] as const satisfies readonly (keyof AgentSummaryRow)[];
