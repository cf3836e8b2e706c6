import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { type RunListRequest, runListQuery } from '../utils/run-list-filters.ts';
import { playbookRunKeys } from './playbook-run-keys.ts';
import type { PlaybookRunRow } from './playbook-run.types.ts';

/** One page of runs and how many match, counted by the server. */
export async function getPlaybookRuns(request: RunListRequest, signal?: AbortSignal): Promise<Page<PlaybookRunRow>> {
  return http.getPage<PlaybookRunRow>('db', '/playbook_runs', { query: runListQuery(request), signal });
}

export function usePlaybookRuns(request: RunListRequest) {
  return useQuery(
    queryOptions({
      queryKey: playbookRunKeys.list(request),
      queryFn: ({ signal }) => getPlaybookRuns(request, signal),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}
