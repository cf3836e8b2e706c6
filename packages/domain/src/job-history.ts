import type { JobStatus } from './job-status.ts';

/**
 * A `job_history` row as `/api/db/job_history` answers the columns the detail pages of scheduled
 * resources (canaries, scrapers) select. Timestamps are ISO 8601 text on the wire.
 */
export interface JobHistoryRow {
  id: string;
  name: string;
  status: JobStatus;
  time_start: string;
  duration_millis: number | null;
  success_count: number;
  error_count: number;
  details: unknown;
}
