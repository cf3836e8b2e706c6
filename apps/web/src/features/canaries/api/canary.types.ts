import type { JobStatus } from '@vigil/domain';

/** A canary's spec as stored: the schedule and one list per check type. */
export type CanarySpec = Record<string, unknown>;

/** A row of canaries_with_status: the canary and its latest job. */
export interface CanaryRow {
  id: string;
  name: string;
  namespace: string | null;
  labels: Record<string, string> | null;
  spec: CanarySpec | null;
  schedule: string | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by` by the list; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_time_start: string | null;
  job_last_failed: string | null;
}

export interface CanaryInput {
  name: string;
  namespace: string;
  spec: CanarySpec;
}
