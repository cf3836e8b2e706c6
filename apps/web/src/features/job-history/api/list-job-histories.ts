import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { type JobHistoryRequest, jobHistoryQuery, jobHistoryRelation } from '../utils/job-history-filters.ts';
import { jobHistoryKeys } from './job-history-keys.ts';
import type { JobHistoryListRow } from './job-history.types.ts';

/** One page of job runs and how many match, counted by the server (spec 001 §7). */
export function listJobHistories(request: JobHistoryRequest, signal?: AbortSignal): Promise<Page<JobHistoryListRow>> {
  return http.getPage<JobHistoryListRow>('db', jobHistoryRelation(request), { query: jobHistoryQuery(request), signal });
}

/** Refreshes every `refreshMs` while the page is visible; null polls never. */
export function useJobHistories(request: JobHistoryRequest, refreshMs: number | null) {
  return useQuery(
    queryOptions({
      queryKey: jobHistoryKeys.list(request),
      queryFn: ({ signal }) => listJobHistories(request, signal),
      placeholderData: keepPreviousData,
      refetchInterval: refreshMs ?? false,
    }),
  );
}
