/** A row of the changes list (`POST /catalog/changes`, shaped like the `catalog_changes` view). */
export interface ConfigChangeRow {
  id: string;
  config_id: string;
  /** The changed config's name and type. */
  name?: string | null;
  type?: string | null;
  config?: { id: string; name?: string | null; type?: string | null; deleted_at?: string | null } | null;
  change_type: string;
  severity?: string | null;
  source?: string | null;
  summary?: string | null;
  created_by?: string | null;
  external_created_by?: string | null;
  created_at: string;
  first_observed?: string | null;
  count?: number | null;
}

/** One change with everything its detail shows. */
export interface ConfigChangeDetail extends ConfigChangeRow {
  diff?: string | null;
  patches?: unknown;
  details?: unknown;
}

export interface ConfigChangesPage {
  changes: ConfigChangeRow[];
  total: number;
}
