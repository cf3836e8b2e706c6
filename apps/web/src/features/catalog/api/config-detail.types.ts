import type { ConfigIdentity } from './config-identity.types.ts';

export interface ConfigSummaryCounts {
  relationships?: number;
  analysis?: number;
  changes?: number;
  playbook_runs?: number;
  checks?: number;
}

export interface ConfigProperty {
  name?: string;
  namespace?: string;
  text?: string;
  value?: unknown;
  unit?: string;
  headline?: boolean;
}

/** One row of the `config_detail` view. */
export interface ConfigDetail extends ConfigIdentity {
  description?: string | null;
  external_id?: string[] | null;
  labels?: Record<string, string> | null;
  tags?: Record<string, string> | null;
  properties?: ConfigProperty[] | null;
  config?: unknown;
  created_at?: string | null;
  updated_at?: string | null;
  deleted_at?: string | null;
  last_scraped_time?: string | null;
  cost_per_minute?: number | null;
  cost_total_1d?: number | null;
  cost_total_7d?: number | null;
  cost_total_30d?: number | null;
  agent?: { id: string; name: string } | null;
  scraper?: { id: string; name: string } | null;
  summary?: ConfigSummaryCounts | null;
}

/** A run of a playbook on the config, with the playbook's name. */
export interface ConfigPlaybookRun {
  id: string;
  status: string;
  created_at: string | null;
  start_time: string | null;
  end_time: string | null;
  playbook: { id: string; name: string; title: string | null } | null;
}
