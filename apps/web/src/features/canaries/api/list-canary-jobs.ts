import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryRow } from '@vigil/domain';
import { listResourceJobs } from '#src/api/jobs/list-resource-jobs.ts';
import { canaryJobKeys } from './canary-keys.ts';

/** The canary's latest job runs, newest first. */
export function listCanaryJobs(canaryId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  return listResourceJobs('canary', canaryId, signal);
}

export function canaryJobsQueryOptions(canaryId: string) {
  return queryOptions({ queryKey: canaryJobKeys.list({ canaryId }), queryFn: ({ signal }) => listCanaryJobs(canaryId, signal) });
}

export function useCanaryJobs(canaryId: string) {
  return useQuery(canaryJobsQueryOptions(canaryId));
}
