import type { JobStatus, ScheduledResourceRow } from '@vigil/domain';

/** A topology's spec as stored: components, lookups, schedule (docs/topology.md). */
export type TopologySpec = Record<string, unknown>;

/** A row of topologies_with_status: the topology and its latest job. */
export type TopologySettingsRow = ScheduledResourceRow;

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
