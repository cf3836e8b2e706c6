import type { JobHistoryRow } from '@vigil/domain';
import { http } from '../http-client.ts';
import { postgrest } from '../postgrest-query.ts';

/** The detail pages list a resource's latest runs, not its whole history. */
const RESOURCE_JOBS_LIMIT = 100;

/** One scheduled resource's latest job runs (`resource_type` as job_history stores it: canary, config_scraper, ...), newest first. */
export function listResourceJobs(resourceType: string, resourceId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  const query = postgrest()
    .select('id,name,status,time_start,duration_millis,success_count,error_count,details')
    .eq('resource_type', resourceType)
    .eq('resource_id', resourceId)
    .order('time_start', 'desc')
    .limit(RESOURCE_JOBS_LIMIT);
  return http.get<JobHistoryRow[]>('db', '/job_history', { query, signal });
}
