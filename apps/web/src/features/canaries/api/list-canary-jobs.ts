import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client.ts';
import { postgrest } from '../../../api/postgrest-query.ts';
import type { JobHistoryRow } from '../../jobs/api/job-history.types.ts';
import { canaryJobKeys } from './canary-keys.ts';

/** The canary's latest job runs, newest first. */
export async function listCanaryJobs(canaryId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  const query = postgrest()
    .select('id,name,status,time_start,duration_millis,success_count,error_count,details')
    .eq('resource_type', 'canary')
    .eq('resource_id', canaryId)
    .order('time_start', 'desc')
    .limit(100);
  return http.get<JobHistoryRow[]>('db', '/job_history', { query, signal });
}

export function canaryJobsQueryOptions(canaryId: string) {
  return queryOptions({ queryKey: canaryJobKeys.list({ canaryId }), queryFn: ({ signal }) => listCanaryJobs(canaryId, signal) });
}

export function useCanaryJobs(canaryId: string) {
  return useQuery(canaryJobsQueryOptions(canaryId));
}
