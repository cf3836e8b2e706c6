import type { JobStatus } from '@vigil/domain';

/** A topology's spec as stored: components, lookups, schedule (docs/topology.md). */
export type TopologySpec = Record<string, unknown>;

/** A row of topologies_with_status: the topology and its latest job. */
export interface TopologySettingsRow {
  id: string;
  name: string;
  namespace: string | null;
  labels: Record<string, string> | null;
  spec: TopologySpec | null;
  schedule: string | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by`; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_time_start: string | null;
  job_last_failed: string | null;
}

export interface TopologyInput {
  name: string;
  namespace: string;
  spec: TopologySpec;
}

/** A topology the server offers to start from (`GET /api/topology/templates`). */
export interface TopologyTemplate {
  name: string;
  description: string;
  spec: TopologySpec;
}

/** What Run Now answers: the run's job summary. */
export interface TopologyRunResponse {
  message?: string;
  payload?: {
    id?: string;
    status?: JobStatus;
    success_count?: number;
    error_count?: number;
    deleted_count?: number;
    duration_millis?: number;
    errors?: string[];
  };
}
