/** A check's own row with its agent (`/api/db/checks`). */
export interface CheckRecord {
  id: string;
  name: string;
  namespace: string | null;
  endpoint: string | null;
  type: string;
  spec: unknown;
  canary_id: string;
  agent_id: string | null;
  agent: { id: string; name: string } | null;
}

/** One run of a check (`/api/db/check_statuses`). */
export interface CheckStatusRow {
  check_id: string;
  time: string;
  status: boolean;
  invalid: boolean;
  duration: number | null;
  message: string | null;
  error: string | null;
}

export interface CheckRelationship {
  id: string;
  name: string;
  kind: 'Config' | 'Component';
  /** The config type, for configs. */
  type: string | null;
}
