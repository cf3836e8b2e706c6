import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client.ts';
import { postgrest } from '../../../api/postgrest-query.ts';
import type { JobHistoryRow } from '../../jobs/api/job-history.types.ts';
import { scraperJobKeys } from './scraper-keys.ts';

/** The scraper's latest job runs, newest first. */
export async function listScraperJobs(scraperId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  const query = postgrest()
    .select('id,name,status,time_start,duration_millis,success_count,error_count,details')
    .eq('resource_type', 'config_scraper')
    .eq('resource_id', scraperId)
    .order('time_start', 'desc')
    .limit(100);
  return http.get<JobHistoryRow[]>('db', '/job_history', { query, signal });
}

export function scraperJobsQueryOptions(scraperId: string) {
  return queryOptions({ queryKey: scraperJobKeys.list({ scraperId }), queryFn: ({ signal }) => listScraperJobs(scraperId, signal) });
}

export function useScraperJobs(scraperId: string) {
  return useQuery(scraperJobsQueryOptions(scraperId));
}
