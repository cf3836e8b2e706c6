/** A logging backend's spec as stored: one list of entries per backend type (docs/decisions/0051). */
export type LogBackendSpec = Record<string, unknown>;

/** A row of logging_backends as the settings pages read it. */
export interface LogBackendRow {
  id: string;
  name: string;
  labels: Record<string, string> | null;
  spec: LogBackendSpec | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by`; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface LogBackendInput {
  name: string;
  spec: LogBackendSpec;
}
