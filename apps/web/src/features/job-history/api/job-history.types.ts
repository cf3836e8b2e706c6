import type { JobStatus } from '@vigil/domain';

/** A row of `job_histories` (or `job_history_summary`) as /settings/jobs selects it; timestamps are ISO text. */
export interface JobHistoryListRow {
  id: string;
  name: string;
  resource_type: string | null;
  resource_id: string | null;
  resource_name: string | null;
  status: JobStatus;
  time_start: string;
  duration_millis: number | null;
  success_count: number;
  error_count: number;
  hostname: string | null;
  /** The all-zero id is the server itself (no agent). */
  agent: { id: string | null; name: string | null } | null;
  details: unknown;
  created_at: string;
}
