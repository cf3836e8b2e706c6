import type { JobStatus } from '@vigil/domain';

/** A job_history row as the detail pages of scheduled resources list it. */
export interface JobHistoryRow {
  id: string;
  name: string;
  status: JobStatus;
  time_start: string;
  duration_millis: number | null;
  success_count: number | null;
  error_count: number | null;
  details: unknown;
}
