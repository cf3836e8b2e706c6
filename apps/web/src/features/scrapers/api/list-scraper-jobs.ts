import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobHistoryRow } from '@vigil/domain';
import { listResourceJobs } from '#src/api/jobs/list-resource-jobs.ts';
import { scraperJobKeys } from './scraper-keys.ts';

/** The scraper's latest job runs, newest first. */
export function listScraperJobs(scraperId: string, signal?: AbortSignal): Promise<JobHistoryRow[]> {
  return listResourceJobs('config_scraper', scraperId, signal);
}

export function scraperJobsQueryOptions(scraperId: string) {
  return queryOptions({ queryKey: scraperJobKeys.list({ scraperId }), queryFn: ({ signal }) => listScraperJobs(scraperId, signal) });
}

export function useScraperJobs(scraperId: string) {
  return useQuery(scraperJobsQueryOptions(scraperId));
}
