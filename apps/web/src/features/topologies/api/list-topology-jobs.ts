import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryRow } from '@vigil/domain';
import { listResourceJobs } from '#src/api/jobs/list-resource-jobs.ts';
import { topologyJobKeys } from './topology-settings-keys.ts';

/** The topology's latest runs (TopologyRun), newest first. */
export function listTopologyJobs(topologyId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  return listResourceJobs('topology', topologyId, signal);
}

export function topologyJobsQueryOptions(topologyId: string) {
  return queryOptions({ queryKey: topologyJobKeys.list({ topologyId }), queryFn: ({ signal }) => listTopologyJobs(topologyId, signal) });
}

export function useTopologyJobs(topologyId: string) {
  return useQuery(topologyJobsQueryOptions(topologyId));
}
