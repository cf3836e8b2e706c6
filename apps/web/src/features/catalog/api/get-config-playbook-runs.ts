import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { configKeys } from './catalog-keys.ts';
import type { ConfigPlaybookRun } from './config-detail.types.ts';

/** Spec 002 §9: the config page lists playbook runs 200 at a time. */
export const CONFIG_PLAYBOOK_RUNS_PAGE_SIZE = 200;

const RUN_COLUMNS = 'id,status,created_at,start_time,end_time,playbook:playbook_id(id,name,title)';

/** One page of the config's playbook runs, newest first, with the total. */
export async function getConfigPlaybookRuns(
  configId: string,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<Page<ConfigPlaybookRun>> {
  const query = postgrest()
    .select(RUN_COLUMNS)
    .eq('config_id', configId)
    .order('created_at', 'desc')
    .order('id', 'desc')
    .limit(CONFIG_PLAYBOOK_RUNS_PAGE_SIZE)
    .offset(pageIndex * CONFIG_PLAYBOOK_RUNS_PAGE_SIZE);
  return http.getPage<ConfigPlaybookRun>('db', '/playbook_runs', { query, signal });
}

export function configPlaybookRunsQueryOptions(configId: string, pageIndex: number) {
  return queryOptions({
    queryKey: [...configKeys.detail(configId), 'playbook-runs', { pageIndex }] as const,
    queryFn: ({ signal }) => getConfigPlaybookRuns(configId, pageIndex, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConfigPlaybookRuns(configId: string, pageIndex: number) {
  return useQuery(configPlaybookRunsQueryOptions(configId, pageIndex));
}
