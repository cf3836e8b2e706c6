import type { JobStatus } from './job-status.ts';
import type { ResourceOrigin } from './resource-origin.ts';

/**
 * A row of `canaries_with_status` or `topologies_with_status`: a scheduled resource read from a spec,
 * with its latest job. Timestamps are ISO 8601 text.
 */
export interface ScheduledResourceRow extends ResourceOrigin {
  id: string;
  name: string;
  namespace: string | null;
  labels: Record<string, string> | null;
  /** The spec as stored: its schedule and what the resource does. */
  spec: Record<string, unknown> | null;
  schedule: string | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by` by the lists; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_time_start: string | null;
  job_last_failed: string | null;
}
