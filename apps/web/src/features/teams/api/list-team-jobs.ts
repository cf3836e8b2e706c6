import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryRow } from '@vigil/domain';
import { listResourceJobs } from '#src/api/jobs/list-resource-jobs.ts';
import { teamJobKeys } from './team-keys.ts';

/** The team's latest jobs (resource_type 'team'), newest first. */
export function listTeamJobs(teamId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  return listResourceJobs('team', teamId, signal);
}

export function teamJobsQueryOptions(teamId: string) {
  return queryOptions({ queryKey: teamJobKeys.list({ teamId }), queryFn: ({ signal }) => listTeamJobs(teamId, signal) });
}

export function useTeamJobs(teamId: string) {
  return useQuery(teamJobsQueryOptions(teamId));
}
