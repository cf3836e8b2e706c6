import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { integrationJobKeys } from './integration-keys.ts';

/** The detail page lists an integration's latest runs, not its whole history. */
const JOBS_LIMIT = 100;

/** The integration's latest job runs, newest first; found by its id, which no other resource shares. */
export function listIntegrationJobs(id: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  const query = postgrest()
    .select('id,name,status,time_start,duration_millis,success_count,error_count,details')
    .eq('resource_id', id)
    .order('time_start', 'desc')
    .limit(JOBS_LIMIT);
  return http.get<JobHistoryRow[]>('db', '/job_history', { query, signal });
}

export function integrationJobsQueryOptions(id: string) {
  return queryOptions({ queryKey: integrationJobKeys.list({ id }), queryFn: ({ signal }) => listIntegrationJobs(id, signal) });
}

export function useIntegrationJobs(id: string) {
  return useQuery(integrationJobsQueryOptions(id));
}
