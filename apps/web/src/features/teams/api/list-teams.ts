import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Page } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { TeamListParams } from '../utils/team-list-params.ts';
import type { TeamListRow } from './team.types.ts';
import { teamKeys } from './team-keys.ts';

export const TEAM_LIST_COLUMNS =
  'id,name,icon,labels,source,member_count,created_by,creator:created_by(name),created_at,updated_at,job_status,job_time_start,job_last_failed';

/** One page of teams (deleted ones left out by the view) with their latest job, newest first unless sorted. */
export async function listTeams(params: TeamListParams, signal?: AbortSignal): Promise<Page<TeamListRow>> {
  const query = postgrest()
    .select(TEAM_LIST_COLUMNS)
    .order(params.sortBy ?? 'created_at', params.sortBy ? params.sortOrder : 'desc')
    .limit(params.pageSize)
    .offset(params.pageIndex * params.pageSize);
  const page = await http.getPage<Omit<TeamListRow, 'namespace'>>('db', '/teams_with_status', { query, signal });
  // Teams have no namespace; the shared columns read one.
  return { ...page, items: page.items.map((team) => ({ ...team, namespace: null })) };
}

export function teamsQueryOptions(params: TeamListParams) {
  return queryOptions({ queryKey: teamKeys.list(params), queryFn: ({ signal }) => listTeams(params, signal), placeholderData: keepPreviousData });
}

export function useTeams(params: TeamListParams) {
  return useQuery(teamsQueryOptions(params));
}
