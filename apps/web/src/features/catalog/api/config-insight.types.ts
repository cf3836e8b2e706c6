/** A row of `config_analysis_items`: an insight with the identity of its config. */
export interface ConfigInsightRow {
  id: string;
  config_id: string;
  config?: { id: string; name?: string | null; type?: string | null; config_class?: string | null } | null;
  config_name?: string | null;
  config_type?: string | null;
  analyzer: string;
  analysis_type?: string | null;
  severity?: string | null;
  status?: string | null;
  summary?: string | null;
  message?: string | null;
  source?: string | null;
  first_observed?: string | null;
  last_observed?: string | null;
}
